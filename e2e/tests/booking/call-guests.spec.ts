import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { demoLender, signUpBuyer } from '../../support/accounts.ts';
import { bookThroughApi, dayNextWeek, demoLenderAndProgram, invitationOf } from '../../support/booking.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a buyer invites a guest to their call, who gets the invitation with the .ics, and takes them off again', async ({
  page,
  context,
  app,
  expectConsoleError,
}) => {
  test.slow();
  // The browser logs the refusal of the lender as a guest, which the form says on its field.
  expectConsoleError(/status of 422 .*\/api\/microsoft\.json/);
  const day = dayNextWeek('Tuesday');
  const { lender, program } = await demoLenderAndProgram(context);
  await signUpBuyer(context);
  const teamed = await context.request.put('/api/home-team/lender', { data: { professional_detail_id: lender.id } });
  expect(teamed.ok()).toBe(true);
  const call = await bookThroughApi(context, { lenderId: lender.id, programId: program.id, date: day, time: '15:30' });

  await page.goto(`/app/appointment/${call.id}`);
  await expect(page.getByRole('link', { name: 'Join the call' })).toBeVisible();
  const guests = page.getByRole('region', { name: 'Guests' });
  await expect(guests.getByText('No guests yet.')).toBeVisible();

  // The search finds the home team by a few letters, with where each person comes from; picked with
  // the keyboard, the lender fills the form, and the server's refusal is said on the address.
  const name = guests.getByRole('combobox', { name: 'Name' });
  await name.fill('Da');
  const danaFound = guests.page().getByRole('option', { name: /Dana Whitfield/ });
  await expect(danaFound).toContainText('Home team');
  await name.press('ArrowDown');
  await name.press('Enter');
  const email = guests.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(demoLender.email);
  await guests.getByRole('button', { name: 'Invite' }).click();
  await expect(guests.getByText(`${demoLender.email} is already on this call.`)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  const partner = `partner-${randomUUID()}@example.test`;
  await name.fill('Pat Partner');
  await name.press('Escape');
  await email.fill(partner);
  await guests.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Pat Partner is invited')).toBeVisible();
  const invited = guests.getByRole('list', { name: 'Guests of this call' });
  await expect(invited.getByText(partner)).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The guest's invitation: the call's link, and the .ics of the call naming them among its attendees.
  const invitation = await app.mail.waitFor(
    (mail) => mail.envelopeTo.includes(partner) && (mail.subject ?? '').includes('invited you to a call with'),
  );
  const joinUrl = await page.getByRole('link', { name: 'Join the call' }).getAttribute('href');
  expect(invitation.text).toContain(`Join the call: ${joinUrl}`);
  const calendar = invitationOf(invitation);
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  const event = calendar.getFirstSubcomponent('vevent');
  expect(
    event?.getAllProperties('attendee').map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
  ).toContain(`mailto:${partner}`);

  await invited.getByRole('button', { name: 'Remove Pat Partner' }).click();
  await expect(guests.getByText('No guests yet.')).toBeVisible();
  const removal = await app.mail.waitFor(
    (mail) => mail.envelopeTo.includes(partner) && (mail.subject ?? '').startsWith('You are no longer invited'),
  );
  expect(invitationOf(removal).getFirstPropertyValue('method')).toBe('CANCEL');
});
