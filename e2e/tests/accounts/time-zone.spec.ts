import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';

test('a buyer sets the time zone they read call times in on their profile', async ({ page, context }) => {
  await signUpBuyer(context, { timeZone: null });
  await page.goto('/profile');
  const zone = page.getByRole('form', { name: 'Your time zone' });
  // Until one is saved, the profile offers this device's zone.
  await expect(zone.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/^America\/New York \(Eastern/);
  await expect(zone.getByText("Not saved yet: until you save one, times show in this device's zone.")).toBeVisible();
  await expectAccessible(page);

  await zone.getByRole('combobox', { name: 'Time zone' }).fill('Chicago');
  await page.getByRole('option', { name: /^America\/Chicago \(Central/ }).click();
  await zone.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByText('Call times now show in this zone.')).toBeVisible();
  const profile = await (await context.request.get('/api/wizard-tool/profile')).json();
  expect(profile.data.time_zone).toBe('America/Chicago');
  await expect(zone.getByRole('button', { name: "Use this device's time zone" })).toBeVisible();
});
