/** The console: its sections, and the CSV files it exports. */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** A section's link in the console's navigation ("Bookings", "Audit log"). */
export function consoleSection(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name });
}

/** Clicks the page's "Export CSV" link and reads the file it downloads: its name, its header and its lines. */
export async function exportCsv(page: Page): Promise<{ filename: string; header: string; lines: string[] }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  const [header = '', ...lines] = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  return { filename: download.suggestedFilename(), header, lines };
}
