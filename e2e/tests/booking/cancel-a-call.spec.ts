import { expect, expectAccessible, test } from '../../fixtures.ts';
import { demoLender, signUpBuyer } from '../../support/accounts.ts';
import {
  bookThroughApi,
  dayName,
  dayNextWeek,
  demoLenderAndProgram,
  invitationOf,
  slot,
} from '../../support/booking.ts';

test("a buyer writes to the professional from the call's page, then cancels it: the slot is free again at once and the cancellation reaches their calendar", async ({
  page,
  context,
  browser,
  app,
}) => {
  test.slow();
  const day = dayNextWeek('Wednesday');
  const { lender, program } = await demoLenderAndProgram(context);
  const email = await signUpBuyer(context);
  const call = await bookThroughApi(context, { lenderId: lender.id, programId: program.id, date: day, time: '11:00' });
  const confirmation = await app.mail.waitFor(
    (mail) => mail.envelopeTo.includes(email) && mail.subject === `Your call with ${lender.name} is booked`,
  );
  const booked = invitationOf(confirmation).getFirstSubcomponent('vevent');

  await page.goto(`/app/appointment/${call.id}`);
  const when = `${dayName(day)} at 11:00 AM Eastern Time`;
  await expect(page.getByRole('heading', { name: when })).toBeVisible();
  await expect(page.getByText('Booked', { exact: true })).toBeVisible();
  // The meeting link is made by a job just after the booking; the page shows it when it comes.
  await expect(page.getByRole('link', { name: 'Join the call' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    `/api/appointment/${call.id}/invitation.ics`,
  );
  await expectAccessible(page);

  // A message to the professional goes by email, answerable straight back to the buyer.
  const message = page.getByRole('form', { name: `Message to ${lender.name}` });
  await message.getByRole('textbox', { name: 'Message' }).fill('Could we also look at the tax credit?');
  await message.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByText(`Message sent to ${lender.name}`)).toBeVisible();
  const sent = await app.mail.waitFor(
    (mail) =>
      mail.envelopeTo.includes(demoLender.email) &&
      mail.text?.includes('Could we also look at the tax credit?') === true,
  );
  expect(sent.subject).toBe(`Our call on ${dayName(day)}`);
  expect(sent.replyTo?.map((address) => address.address)).toEqual([email]);

  await page.getByRole('button', { name: `Cancel the call of ${when}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this call?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel the call' }).click();

  await expect(page.getByText('Call cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the call' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Remove from calendar' })).toBeVisible();
  await expectAccessible(page);

  // The cancellation is the same event (its UID) in a later version, which calendars apply over the first.
  const cancellation = await app.mail.waitFor(
    (mail) =>
      mail.envelopeTo.includes(email) && (mail.subject ?? '').startsWith(`Cancelled: your call with ${lender.name}`),
  );
  const calendar = invitationOf(cancellation);
  expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  const cancelled = calendar.getFirstSubcomponent('vevent');
  expect(cancelled?.getFirstPropertyValue('uid')).toBe(booked?.getFirstPropertyValue('uid'));
  expect(Number(cancelled?.getFirstPropertyValue('sequence'))).toBeGreaterThan(
    Number(booked?.getFirstPropertyValue('sequence') ?? 0),
  );

  // Another buyer can book 11:00 AM again.
  const otherContext = await browser.newContext({ baseURL: app.url });
  await signUpBuyer(otherContext);
  const otherPage = await otherContext.newPage();
  await otherPage.goto(`/app/book-appointment/${lender.id}?program=${program.id}&date=${day}`);
  await expect(slot(otherPage, '11:00 AM')).toBeEnabled();
  await expect(slot(otherPage, '11:00 AM')).toHaveAccessibleName('11:00 AM Free');
  await otherContext.close();
});
