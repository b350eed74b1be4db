/** How much a page moved under its reader as it loaded, for the tests that hold a page still. */
import type { Page } from '@playwright/test';

/** The layout shifts the page has made since it started loading, as the browser reports them. */
export async function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all is reported as none.
        setTimeout(() => resolve(0), 500);
      }),
  );
}
