/** Whether a page has loaded the schemas' code, for the tests of pages that work before it (decision 037). */
import type { Page } from '@playwright/test';

/**
 * Collects the scripts the page loads from now on (call it before `page.goto`), and answers how many
 * of them hold zod's schema classes: those keep their names (ZodObject...) in the built code, while
 * the shell holds only zod's settings.
 */
export function schemaScriptsLoadedBy(page: Page): () => Promise<number> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  return async () => (await Promise.all(scripts)).filter((script) => script.includes('ZodObject')).length;
}
