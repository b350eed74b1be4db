import { expect, expectAccessible, test } from '../../fixtures.ts';
import { schemaScriptsLoadedBy } from '../../support/schema-scripts.ts';
import { codeMailedTo, newEmail, registerBuyer } from './accounts.ts';

const password = 'a porch light left on for us';

test('a buyer signs up with a password, signs out, and signs in with it again', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 422 .*\/api\/wizard-tool\/login/);
  const email = newEmail('password');
  await page.goto('/signup');
  await page.getByRole('radiogroup', { name: 'How to create your account' }).getByText('With a password').click();
  const signup = page.getByRole('form', { name: 'Create your account with a password' });
  await signup.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await signup.getByLabel(/^Password/).fill(password);
  await signup.getByLabel(/^Repeat the password/).fill('not the same one');
  await signup.getByRole('button', { name: 'Create my account' }).click();
  await expect(signup.getByLabel(/^Repeat the password/)).toHaveAccessibleDescription(
    /The two passwords are not the same\./,
  );
  await expectAccessible(page);
  await signup.getByLabel(/^Repeat the password/).fill(password);
  await signup.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/app/registration-setup-thank-you');

  await page.goto('/logout');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expectAccessible(page);

  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await signIn.getByLabel(/^Password/).fill('a wrong password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
    'These credentials do not match our records.',
  );
  await expectAccessible(page);

  await signIn.getByLabel(/^Password/).fill(password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  // Still no questionnaire: the thank-you page, with the account menu in the header once signed in.
  await expect(page).toHaveURL((url) => url.pathname === '/app/registration-setup-thank-you');
  await page.goto('/profile');
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
});

test("the sign-in page works without the schemas' code, and loads it to check a field", async ({ page }) => {
  const zodScripts = schemaScriptsLoadedBy(page);

  await page.goto('/login');
  const email = page.getByRole('form', { name: 'Sign in' }).getByRole('textbox', { name: 'Email', exact: true });
  await email.fill('not an address');
  expect(await zodScripts()).toBe(0);

  await email.blur();
  await expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
  expect(await zodScripts()).toBeGreaterThan(0);
});

test('a visitor opening a signed-in page signs in and comes back to it', async ({ page, request }) => {
  const email = newEmail('returning');
  await registerBuyer(request, email, password);

  await page.goto('/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/profile');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await signIn.getByLabel(/^Password/).fill(password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
});

test('a buyer signs in with an emailed code', async ({ page, app, request, expectConsoleError }) => {
  expectConsoleError(/status of 422 .*\/api\/wizard-tool\/login-with-code/);
  const email = newEmail('code');
  await registerBuyer(request, email, password);

  await page.goto('/login');
  await page.getByRole('form', { name: 'Sign in' }).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('link', { name: 'Email me a sign-in code instead' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/OTP');
  await expectAccessible(page);

  const codeRequest = page.getByRole('form', { name: 'Sign in with a code' });
  await expect(codeRequest.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await codeRequest.getByRole('button', { name: 'Email me a code' }).click();
  const codeWindow = page.getByRole('dialog', { name: 'Check your email' });
  await expect(codeWindow).toBeVisible();
  const code = await codeMailedTo(app, email);

  const codeField = codeWindow.getByLabel('6-digit code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(code === '999999' ? '123456' : '999999');
  await codeWindow.getByRole('button', { name: 'Sign in' }).click();
  await expect(codeField).toHaveAccessibleDescription(/This code is not right or has expired/);
  await expectAccessible(page);

  await codeField.fill(`Your code: ${code}`);
  await expect(codeField).toHaveValue(code);
  await codeWindow.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/app/registration-setup-thank-you');
  await expect(codeWindow).toBeHidden();
});

test('asking for a second code within a minute shows the yellow "Error!" toast with the server\'s words', async ({
  page,
  request,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 429 .*\/api\/wizard-tool\/generate-otp/);
  const email = newEmail('hurry');
  await registerBuyer(request, email, password);

  await page.goto(`/OTP?email=${encodeURIComponent(email)}`);
  const codeRequest = page.getByRole('form', { name: 'Sign in with a code' });
  await codeRequest.getByRole('button', { name: 'Email me a code' }).click();
  const codeWindow = page.getByRole('dialog', { name: 'Check your email' });
  await expect(codeWindow).toBeVisible();
  await codeWindow.getByRole('button', { name: 'Close' }).click();
  await expect(codeWindow).toBeHidden();

  await codeRequest.getByRole('button', { name: 'Email me a code' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Error!' });
  await expect(toast).toContainText(/Please wait \d+ seconds before asking for a new code\./);
  await expect(codeWindow).toBeHidden();
});
