import { expect, expectAccessible, test } from '../../fixtures.ts';
import { newEmail, registerBuyer, resetLinkMailedTo } from './accounts.ts';

const password = 'a porch light left on for us';
const newPassword = 'keys under the mat, never again';

test('a buyer who forgot the password resets it from the emailed link and signs in with the new one', async ({
  page,
  app,
  request,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 422 .*\/api\/password\/reset/);
  const email = newEmail('forgetful');
  await registerBuyer(request, email, password);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
  await expectAccessible(page);
  const ask = page.getByRole('form', { name: 'Ask for a password reset link' });
  await ask.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await ask.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
    'If an account uses this email, we have sent it a link to reset the password.',
  );
  await expectAccessible(page);

  const link = await resetLinkMailedTo(app, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel(/^New password/).fill(newPassword);
  await reset.getByLabel(/^Repeat the new password/).fill(newPassword);
  await reset.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
  await expectAccessible(page);

  // The link works once.
  await page.goto(link);
  await reset.getByLabel(/^New password/).fill('yet another long password');
  await reset.getByLabel(/^Repeat the new password/).fill('yet another long password');
  await reset.getByRole('button', { name: 'Save my new password' }).click();
  await expect(reset.getByRole('alert')).toContainText('This reset link is not valid any more.');

  await page.goto('/login');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await signIn.getByLabel(/^Password/).fill(newPassword);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/app/registration-setup-thank-you');
});

test('a buyer changes the password and the session on the other device stops working', async ({
  page,
  app,
  browser,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 422 .*\/api\/auth\/password\/change/);
  const email = newEmail('careful');
  await registerBuyer(page.request, email, password);

  // The same buyer, signed in on another device.
  const otherDevice = await browser.newContext({ baseURL: app.url });
  try {
    const otherPage = await otherDevice.newPage();
    await otherPage.goto('/login');
    const signIn = otherPage.getByRole('form', { name: 'Sign in' });
    await signIn.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await signIn.getByLabel(/^Password/).fill(password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(otherPage).toHaveURL((url) => url.pathname === '/app/registration-setup-thank-you');

    await page.goto('/profile');
    const change = page.getByRole('form', { name: 'Change your password' });
    await change.getByLabel(/^Current password/).fill('not my password');
    await change.getByLabel(/^New password/).fill(newPassword);
    await change.getByLabel(/^Repeat the new password/).fill(newPassword);
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change.getByLabel(/^Current password/)).toHaveAccessibleDescription(
      'Your current password is not right.',
    );
    await expectAccessible(page);

    await change.getByLabel(/^Current password/).fill(password);
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change.getByRole('status')).toContainText('Your password is changed. Other devices are signed out.');

    // This device stays signed in; the other one is sent to sign in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await otherPage.goto('/profile');
    await expect(otherPage).toHaveURL((url) => url.pathname === '/login');
  } finally {
    await otherDevice.close();
  }
});
