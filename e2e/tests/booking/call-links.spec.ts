import { expect, expectAccessible, test } from '../../fixtures.ts';
import { demoLender, signIn, signUpBuyer } from '../../support/accounts.ts';
import {
  bookThroughApi,
  chooseDay,
  chooseSlot,
  dayName,
  dayNextWeek,
  demoLenderAndProgram,
} from '../../support/booking.ts';

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

/** The address after a label of a mail ("Reschedule: …"), as a path with its fragment for `page.goto`. */
function linkIn(text: string | undefined, label: string): string {
  const url = new RegExp(`${label}: (\\S+)`).exec(text ?? '')?.[1];
  if (!url) throw new Error(`No ${label} link in:\n${text}`);
  const { pathname, hash } = new URL(url);
  return `${pathname}${hash}`;
}

test('on a phone, a buyer who is not signed in moves their call from the Reschedule link of the confirmation, once', async ({
  page,
  browser,
  app,
  expectConsoleError,
}) => {
  test.slow();
  const day = dayNextWeek('Friday');
  // The buyer booked on another device; on this phone they are not signed in.
  const elsewhere = await browser.newContext({ baseURL: app.url });
  const { lender, program } = await demoLenderAndProgram(elsewhere);
  const email = await signUpBuyer(elsewhere);
  await bookThroughApi(elsewhere, { lenderId: lender.id, programId: program.id, date: day, time: '15:00' });
  await elsewhere.close();
  const confirmation = await app.mail.waitFor(
    (mail) => mail.envelopeTo.includes(email) && mail.subject === `Your call with ${lender.name} is booked`,
  );
  expect(confirmation.text).toContain('Add to Google Calendar: https://calendar.google.com/');
  expect(confirmation.text).toContain('Add to Outlook: https://outlook.live.com/');
  const reschedule = linkIn(confirmation.text, 'Reschedule');

  await page.goto(reschedule);
  await expect(page.getByRole('heading', { name: 'Move your call', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${dayName(day)} at 3:00 PM Eastern Time` })).toBeVisible();
  await chooseDay(page, day);
  await chooseSlot(page, '03:30 PM');
  const bar = page.getByRole('region', { name: 'Your chosen time' });
  await expect(bar.getByRole('button', { name: 'Move my call here' })).toBeInViewport();
  await expectAccessible(page);
  await bar.getByRole('button', { name: 'Move my call here' }).click();
  await expect(page.getByRole('heading', { name: 'Your call is moved' })).toBeVisible();
  await expect(page.getByText(`It is now on ${dayName(day)} at 3:30 PM Eastern Time.`, { exact: false })).toBeVisible();
  await expectAccessible(page);
  const moved = await app.mail.waitFor(
    (mail) =>
      mail.envelopeTo.includes(email) && (mail.subject ?? '').startsWith(`Moved: your call with ${lender.name}`),
  );
  expect(moved.text).toContain('3:30 PM Eastern Time');

  // The link did its one thing: opened again, it says so.
  expectConsoleError(/status of 410/);
  await page.goto('/');
  await page.goto(reschedule);
  await expect(page.getByRole('alert').filter({ hasText: 'This link no longer works' })).toContainText(
    'You already used this link.',
  );
  await expectAccessible(page);
});

test('on a phone, a professional proposes another time from the call’s page and the buyer accepts it with one click', async ({
  page,
  context,
  browser,
  app,
}) => {
  test.slow();
  const day = dayNextWeek('Friday');
  const { lender, program } = await demoLenderAndProgram(context);
  const email = await signUpBuyer(context);
  const call = await bookThroughApi(context, { lenderId: lender.id, programId: program.id, date: day, time: '16:00' });

  const professional = await browser.newContext({ baseURL: app.url, viewport: phone });
  await signIn(professional, demoLender);
  const portal = await professional.newPage();
  await portal.goto(`/pro/calls/${call.id}`);
  const proposing = portal.getByRole('form', { name: 'Propose another time' });
  await proposing.getByLabel('Day').fill(day);
  await proposing.getByLabel('Time (Eastern)').selectOption({ label: '04:30 PM' });
  await expectAccessible(portal);
  await proposing.getByRole('button', { name: 'Propose this time' }).click();
  await expect(portal.getByText(`You proposed ${dayName(day)}`, { exact: false })).toBeVisible();
  await professional.close();

  const proposal = await app.mail.waitFor(
    (mail) => mail.envelopeTo.includes(email) && (mail.subject ?? '').includes('proposes to move your call'),
  );
  expect(proposal.text).toContain('4:30 PM Eastern Time');

  await page.goto(`/app/appointment/${call.id}`);
  const notice = page.getByRole('alert').filter({ hasText: `${lender.name} proposes a new time` });
  await expect(notice).toContainText(`${dayName(day)} at 4:30 PM Eastern Time`);
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Move my call to this time' }).click();
  await expect(page.getByText('Your call is moved')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${dayName(day)} at 4:30 PM Eastern Time` })).toBeVisible();
  await expect(page.getByText(`${lender.name} proposes a new time`)).toHaveCount(0);
  await app.mail.waitFor(
    (mail) =>
      mail.envelopeTo.includes(email) && (mail.subject ?? '').startsWith(`Moved: your call with ${lender.name}`),
  );
});
