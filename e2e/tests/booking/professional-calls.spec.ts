import { expect, expectAccessible, test } from '../../fixtures.ts';
import { demoLender, signUpBuyer } from '../../support/accounts.ts';
import { bookThroughApi, dayName, demoLenderAndProgram, firstWorkingDayAhead } from '../../support/booking.ts';

test('a professional signs in from a portal page, cancels a call with a note, and the buyer gets the note', async ({
  page,
  context,
  browser,
  app,
  expectConsoleError,
}) => {
  test.slow();
  expectConsoleError(/status of 422/);
  const day = firstWorkingDayAhead();
  const { lender, program } = await demoLenderAndProgram(context);
  const buyerContext = await browser.newContext({ baseURL: app.url });
  const buyerEmail = await signUpBuyer(buyerContext);
  const call = await bookThroughApi(buyerContext, {
    lenderId: lender.id,
    programId: program.id,
    date: day,
    time: '10:00',
  });
  await buyerContext.close();

  // A visitor opening a portal page is sent to its sign-in, and comes back to it once signed in.
  await page.goto('/pro/calls');
  await expect(page).toHaveURL((url) => url.pathname === '/pro' && url.searchParams.get('redirect') === '/pro/calls');
  const signIn = page.getByRole('form', { name: "Sign in to the professionals' portal" });
  await signIn.getByRole('textbox', { name: 'Email' }).fill(demoLender.email);
  await signIn.getByRole('textbox', { name: 'Password' }).fill('not the password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  // The refusal shows under the email field, and the browser logs the 422 as a failed resource.
  await expect(signIn.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'These credentials do not match our records.',
  );
  await expectAccessible(page);
  await signIn.getByRole('textbox', { name: 'Password' }).fill(demoLender.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pro/calls');

  const when = `${dayName(day)} at 10:00 AM Eastern Time`;
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: when }) });
  await expect(item).toContainText(call.buyer.name);
  await expect(item).toContainText(program.name);
  await item.getByRole('button', { name: `Cancel the call of ${when}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel this call?' });
  await dialog.getByLabel(`A note for ${call.buyer.name}`).fill('I am away that morning. Could we talk on Monday?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel the call' }).click();

  await expect(page.getByText('Call cancelled')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // It leaves the calls ahead for the list of cancelled ones, with its note.
  await expect(item).toHaveCount(0);
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(item).toContainText('Cancelled');
  await expect(item).toContainText('Cancellation note: I am away that morning. Could we talk on Monday?');
  await expect(item.getByRole('button', { name: `Cancel the call of ${when}` })).toHaveCount(0);
  await expectAccessible(page);

  const cancellation = await app.mail.waitFor(
    (mail) => mail.envelopeTo.includes(buyerEmail) && (mail.subject ?? '').startsWith('Cancelled: your call with'),
  );
  expect(cancellation.text).toContain('Their note: I am away that morning. Could we talk on Monday?');
});
