/** Playwright drives the system Chromium against the built app; see fixtures.ts for what each test gets. */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, isCi } from '../test/support/chromium.ts';

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCi,
  // Each worker runs its own app and database; two fit the two cores of the build machines.
  workers: 2,
  retries: 0,
  // Generous because the machines are shared and noisy (a page took over 15 s to answer at a load
  // of 20): these bound a hang, they time nothing.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  // The journeys are those of a buyer in New York unless they say otherwise (a buyer elsewhere sets
  // `timezoneId` of their own): the times they read are then the grid's Eastern times.
  use: { trace: 'retain-on-first-failure', timezoneId: 'America/New_York' },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions } }],
});
