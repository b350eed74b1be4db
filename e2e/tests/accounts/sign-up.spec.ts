import { expect, expectAccessible, test } from '../../fixtures.ts';
import { schemaScriptsLoadedBy } from '../../support/schema-scripts.ts';
import { codeMailedTo, newEmail, newMobileNumber } from './accounts.ts';

test('a newcomer signs up with an emailed code, lands on the welcome page and completes registration', async ({
  page,
  app,
  expectConsoleError,
}) => {
  // The browser logs the refusal of the wrong code.
  expectConsoleError(/status of 422 .*\/api\/wizard-tool\/register/);
  const email = newEmail('newcomer');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  await expectAccessible(page);

  const signup = page.getByRole('form', { name: 'Create your account with a code' });
  await signup.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await signup.getByLabel('Mobile number').fill(newMobileNumber());
  await signup.getByRole('button', { name: 'Email me a code' }).click();

  const codeWindow = page.getByRole('dialog', { name: 'Check your email' });
  await expect(codeWindow).toBeVisible();
  await expect(codeWindow.getByText(email)).toBeVisible();
  await expectAccessible(page);
  const code = await codeMailedTo(app, email);

  // A wrong code keeps the window open, with the reason under the field.
  const codeField = codeWindow.getByLabel('6-digit code');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await codeWindow.getByRole('button', { name: 'Create my account' }).click();
  await expect(codeField).toHaveAccessibleDescription(/This code is not right or has expired/);
  await expect(codeWindow).toBeVisible();

  // The code pasted from the mail, with its spacing, is kept as its six digits.
  await codeField.fill('');
  await codeField.focus();
  await page.keyboard.insertText(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(codeField).toHaveValue(code);
  await codeWindow.getByRole('button', { name: 'Create my account' }).click();

  // No questionnaire answered yet: docs/product.md section 9 sends the buyer to the thank-you page.
  await expect(page).toHaveURL((url) => url.pathname === '/app/registration-setup-thank-you');
  await expect(codeWindow).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome to Homebuyer Wizard!' })).toBeVisible();
  await expectAccessible(page);
  // The account keeps the zone of the browser it was made in.
  const profile = await (await page.request.get('/api/wizard-tool/profile')).json();
  expect(profile.data.time_zone).toBe('America/New_York');

  await page.getByRole('link', { name: 'Complete your registration' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/complete-registration');
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await expectAccessible(page);

  // Errors show once a field is left, under the field.
  await page.getByLabel('First name').focus();
  await page.getByLabel('Last name').focus();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription(/Enter your first name\./);

  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('State you live in').selectOption({ label: 'Texas' });
  await page.getByLabel('Where did you hear about us?').selectOption('Friend or family');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/complete-registration/step2');
  await expect(page.getByRole('heading', { name: 'Add a photo' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/app/registration-setup-thank-you');
  await expect(page.getByRole('heading', { name: 'Welcome, Ana!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find my homebuyer money' })).toBeVisible();

  // The header of a page with navigation shows the buyer's first and last name.
  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByRole('banner').getByText('Ana Lopez')).toBeVisible();
});

test('an email or mobile number already registered is refused under its field', async ({
  page,
  app,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 422 .*\/api\/wizard-tool\/login-checker/);
  const email = newEmail('twice');
  const mobileNumber = newMobileNumber();
  await page.goto('/signup');
  const signup = page.getByRole('form', { name: 'Create your account with a code' });
  await signup.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await signup.getByLabel('Mobile number').fill(mobileNumber);
  await signup.getByRole('button', { name: 'Email me a code' }).click();
  const codeWindow = page.getByRole('dialog', { name: 'Check your email' });
  await codeWindow.getByLabel('6-digit code').fill(await codeMailedTo(app, email));
  await codeWindow.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/app/registration-setup-thank-you');

  await page.goto('/logout');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await page.goto('/signup');
  await signup.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail('someone-else'));
  await signup.getByLabel('Mobile number').fill(mobileNumber);
  await signup.getByRole('button', { name: 'Email me a code' }).click();

  await expect(signup.getByLabel('Mobile number')).toHaveAccessibleDescription(
    /Email or Mobile number is already registered\./,
  );
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectAccessible(page);
});

test('signing up fits a phone, code window included', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/signup');
  const signup = page.getByRole('form', { name: 'Create your account with a code' });
  await expect(signup).toBeVisible();
  await expectAccessible(page);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(360);

  await signup.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail('phone'));
  await signup.getByLabel('Mobile number').fill(newMobileNumber());
  await signup.getByRole('button', { name: 'Email me a code' }).click();
  const codeField = page.getByRole('dialog', { name: 'Check your email' }).getByLabel('6-digit code');
  await expect(codeField).toBeInViewport({ ratio: 1 });
  await expect(codeField).toBeFocused();
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});

for (const { path, name, form } of [
  { path: '/signup', name: 'sign-up', form: 'Create your account with a code' },
  { path: '/forgot-password', name: 'forgotten password', form: 'Ask for a password reset link' },
]) {
  test(`the ${name} page works without the schemas' code, and loads it to check a field`, async ({ page }) => {
    const zodScripts = schemaScriptsLoadedBy(page);
    await page.goto(path);
    const email = page.getByRole('form', { name: form }).getByRole('textbox', { name: 'Email', exact: true });
    await email.fill('not an address');
    expect(await zodScripts()).toBe(0);

    await email.blur();
    await expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    expect(await zodScripts()).toBeGreaterThan(0);
  });
}
