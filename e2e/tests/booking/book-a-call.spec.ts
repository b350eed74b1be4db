import ICAL from 'ical.js';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import {
  chooseDay,
  chooseSlot,
  dayName,
  dayNextWeek,
  demoLenderAndProgram,
  invitationOf,
  slot,
} from '../../support/booking.ts';

test('a buyer books a slot: it shows as booked to a second buyer, whose attempt on it is refused and the grid refreshed', async ({
  page,
  context,
  browser,
  app,
}) => {
  // Two buyers, two browsers and a mail: a long journey on a shared machine.
  test.slow();
  const day = dayNextWeek('Tuesday');
  const { lender, program } = await demoLenderAndProgram(context);
  const email = await signUpBuyer(context);
  // The second buyer opens the same day first, while 10:00 AM is still free.
  const secondContext = await browser.newContext({ baseURL: app.url });
  const secondPage = await secondContext.newPage();
  await signUpBuyer(secondContext);
  await secondPage.goto(`/app/book-appointment/${lender.id}?program=${program.id}&date=${day}`);
  await expect(slot(secondPage, '10:00 AM')).toBeEnabled();

  await page.goto(`/app/appointment-lender-details/${program.id}`);
  await expect(page.getByRole('heading', { level: 1, name: program.name })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: `Book a call with ${lender.name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Book a call with ${lender.name}` })).toBeVisible();
  await chooseDay(page, day);
  await expect(page.getByRole('group', { name: `Times on ${dayName(day)}` }).getByRole('radio')).toHaveCount(27);
  await expectAccessible(page);
  await chooseSlot(page, '10:00 AM');
  await page.getByLabel(`A note for ${lender.name}`).fill('We would like to combine two programs.');
  await page.getByRole('button', { name: 'Book this call' }).click();

  await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
  await expect(page.getByText(`${dayName(day)} at 10:00 AM Eastern Time`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expectAccessible(page);

  // The buyer's invitation: the start it carries is 10:00 AM in New York, as an instant in UTC.
  const confirmation = await app.mail.waitFor(
    (mail) => mail.envelopeTo.includes(email) && mail.subject === `Your call with ${lender.name} is booked`,
  );
  const calendar = invitationOf(confirmation);
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  const tenInNewYork = new Date(
    new Date(`${day}T10:00:00Z`).getTime() + newYorkOffsetMinutes(`${day}T10:00:00Z`) * 60_000,
  );
  expect(event.startDate.toJSDate().toISOString()).toBe(tenInNewYork.toISOString());
  expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(30 * 60_000);
  expect(event.summary).toBe('Homebuyer Appointment Call');

  // The second buyer still shows 10:00 AM free; booking it is refused and the grid asked for again.
  await chooseSlot(secondPage, '10:00 AM');
  await secondPage.getByRole('button', { name: 'Book this call' }).click();
  await expect(secondPage.getByRole('alert').filter({ hasText: 'This time was just taken' })).toBeVisible();
  await expect(slot(secondPage, '10:00 AM')).toBeDisabled();
  await expect(slot(secondPage, '10:00 AM')).toHaveAccessibleName('10:00 AM Already booked');
  await expectAccessible(secondPage);

  await secondPage.reload();
  await expect(slot(secondPage, '10:00 AM')).toBeDisabled();
  await expect(slot(secondPage, '10:30 AM')).toBeEnabled();
  await secondContext.close();
});

/** How many minutes New York is behind UTC at an instant (240 in summer, 300 in winter). */
function newYorkOffsetMinutes(instant: string): number {
  const at = new Date(instant);
  const wall = new Date(at.toLocaleString('en-US', { timeZone: 'America/New_York' }));
  const utc = new Date(at.toLocaleString('en-US', { timeZone: 'UTC' }));
  return Math.round((utc.getTime() - wall.getTime()) / 60_000);
}
