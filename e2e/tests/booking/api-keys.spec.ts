import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { demoLender, signIn } from '../../support/accounts.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** Whether the page is wider than the screen, which a phone shows as a sideways scroll of everything. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('on a phone, a professional creates an API key, sees it once, a program reads their calls with it, and revoking it shuts it out', async ({
  page,
  context,
  playwright,
  app,
}) => {
  await signIn(context, demoLender);
  await page.goto('/pro/directory-entry');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('You have no API keys.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  const form = section.getByRole('form', { name: 'Create an API key' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Our CRM');
  await form.getByRole('checkbox', { name: 'Read calls (calls:read)' }).check();
  await form.getByRole('button', { name: 'Create key' }).click();

  await expect(section.getByRole('heading', { name: 'Your new key “Our CRM”' })).toBeFocused();
  await expect(section.getByText('it will never be shown again', { exact: false })).toBeVisible();
  const key = await section.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^hbw_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
  expect(await overflowsSideways(page)).toBe(false);
  await expectAccessible(page);

  // A program of the lender's, with no session of its own, reads their calls with the key.
  const program = await playwright.request.newContext({
    baseURL: app.url,
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  const calls = await program.get('/api/pro/appointments?when=upcoming');
  expect(calls.status()).toBe(200);
  expect(calls.headers()['ratelimit-policy']).toMatch(/^"api-key";q=\d+;w=60$/);

  await section.getByRole('button', { name: 'I have copied it' }).click();
  const listed = section.getByRole('list', { name: 'Your API keys' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Our CRM');
  await expect(listed).toContainText('Read calls');
  await expect(page.getByText(key)).toHaveCount(0);

  await listed.getByRole('button', { name: 'Revoke the key Our CRM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke the key “Our CRM”?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByText('You have no API keys.', { exact: false })).toBeVisible();
  expect((await program.get('/api/pro/appointments?when=upcoming')).status()).toBe(401);
  await program.dispose();
});
