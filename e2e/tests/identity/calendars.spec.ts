import { randomUUID } from 'node:crypto';
import { fromWallTime } from '@hbw/contract';
import { demoLender, signIn, signUpBuyer } from '../../support/accounts.ts';
import { chooseDay, chooseSlot, dayNextWeek, demoLenderAndProgram, slot } from '../../support/booking.ts';
import { addProviderAccount, expect, expectAccessible, signInAtProvider, test } from './fixtures.ts';

test('a buyer connects Google Calendar from their profile, and a call they book is put in it with its Meet link', async ({
  page,
  context,
  standIns,
}) => {
  await signUpBuyer(context);
  const calendarEmail = `calendar-${randomUUID()}@gmail.example`;
  const login = addProviderAccount(standIns.google, { email: calendarEmail, email_verified: true });

  await page.goto('/profile');
  const google = page.getByRole('article', { name: 'Google Calendar' });
  await expect(google).toContainText('Not connected');
  await expectAccessible(page);
  const popupOpens = page.waitForEvent('popup');
  await google.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await signInAtProvider(await popupOpens, login);

  await expect(google).toContainText('Connected');
  await expect(google).toContainText(calendarEmail);
  await expect(google).toContainText('renewed on its own');
  await expectAccessible(page);

  const { lender, program } = await demoLenderAndProgram(context);
  const day = dayNextWeek('Wednesday');
  await page.goto(`/app/book-appointment/${lender.id}?program=${program.id}`);
  await chooseDay(page, day);
  await chooseSlot(page, '11:00 AM');
  await page.getByRole('button', { name: 'Book this call' }).click();
  await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();

  // The event on the stand-in Google Calendar, made by the booking's background job.
  await expect.poll(() => standIns.calendars.events.filter((event) => event.account === calendarEmail).length).toBe(1);
  const event = standIns.calendars.events.find((stored) => stored.account === calendarEmail);
  expect(event?.body).toMatchObject({
    summary: 'Homebuyer Appointment Call',
    start: { dateTime: expect.any(String), timeZone: 'America/New_York' },
    attendees: [expect.objectContaining({ email: expect.stringContaining('@') })],
  });
  // Its Meet link, read back once Google made it, is the one stored on the call and shown to the buyer.
  const meetLink = page.getByRole('link', { name: 'Join the call' });
  await expect(meetLink).toHaveAttribute('href', /^https:\/\/meet\.google\.com\//);
  const href = await meetLink.getAttribute('href');
  expect(href).toContain(`${event?.id.slice(0, 3)}-${event?.id.slice(3, 7)}-${event?.id.slice(7, 10)}`);

  await page.goto('/profile');
  await google.getByRole('button', { name: 'Disconnect Google Calendar' }).click();
  await expect(google).toContainText('Not connected');
  await expect(google.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
});

test('a time the professional is busy in their connected calendar cannot be booked', async ({
  page,
  context,
  browser,
  app,
  standIns,
}) => {
  const day = dayNextWeek('Thursday');
  const lenderCalendar = `lender-${randomUUID()}@gmail.example`;
  const lenderLogin = addProviderAccount(standIns.google, { email: lenderCalendar, email_verified: true });
  standIns.calendars.busy.set(lenderCalendar, [
    { start: fromWallTime(day, 10, 0).toISOString(), end: fromWallTime(day, 11, 0).toISOString() },
  ]);

  // The demo lender connects their Google calendar (their portal has no panel: the flow is the same).
  const lenderContext = await browser.newContext({ baseURL: app.url });
  await lenderContext.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
  await signIn(lenderContext, demoLender);
  const lenderPage = await lenderContext.newPage();
  await lenderPage.goto('/api/auth/google/start?purpose=calendar&mode=redirect&return_to=/pro/calls');
  await signInAtProvider(lenderPage, lenderLogin);
  await expect(lenderPage).toHaveURL(/\/pro\/calls$/);
  await lenderContext.close();

  const { lender, program } = await demoLenderAndProgram(context);
  await signUpBuyer(context);
  await page.goto(`/app/book-appointment/${lender.id}?program=${program.id}`);
  await chooseDay(page, day);
  await expect(slot(page, '10:00 AM')).toBeDisabled();
  await expect(slot(page, '10:00 AM')).toHaveAccessibleName('10:00 AM Busy in their calendar');
  await expect(slot(page, '10:30 AM')).toBeDisabled();
  await expect(slot(page, '11:00 AM')).toBeEnabled();
  await expectAccessible(page);
});
