import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../fixtures.ts';

type ColourMode = 'System' | 'Light' | 'Dark';

async function chooseColourMode(page: Page, mode: ColourMode) {
  await page.getByRole('button', { name: 'Colour mode' }).click();
  await page.getByRole('menuitemradio', { name: mode }).click();
}

async function expectChosenColourMode(page: Page, mode: ColourMode) {
  await page.getByRole('button', { name: 'Colour mode' }).click();
  await expect(page.getByRole('menuitemradio', { name: mode })).toBeChecked();
  await page.keyboard.press('Escape');
}

test('a visitor who picks dark mode still has it after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const scheme = page.locator('html');

  await chooseColourMode(page, 'Dark');
  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();

  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectChosenColourMode(page, 'Dark');
  await expectAccessible(page);
});

test('the system colour mode follows the operating system, before and after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const scheme = page.locator('html');

  await chooseColourMode(page, 'Light');
  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'light');
  await chooseColourMode(page, 'System');
  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.reload();
  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectChosenColourMode(page, 'System');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'dark');
});
