import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from './fixtures.ts';

// This file's worker runs an app that asks for ALTCHA's proof of work on its sign-in and code calls.
test.use({ botCheck: 'altcha' });

test('the forgot-password form passes the bot check by itself, while a call without its token is refused', async ({
  page,
  request,
}) => {
  const email = `robot-check-${randomUUID()}@example.test`;
  const refused = await request.post('/api/password/verify-email', { data: { email } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain('not a robot');

  await page.goto('/forgot-password');
  const ask = page.getByRole('form', { name: 'Ask for a password reset link' });
  await ask.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await ask.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
    'If an account uses this email, we have sent it a link to reset the password.',
  );
  await expectAccessible(page);
});
