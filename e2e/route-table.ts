/**
 * The route table as the browser tests use it: addresses to open for its patterns, the page an
 * address shows, and that page's layout on screen. A page with a parameter is opened with a sample
 * value from the demo data: a route with a new parameter adds its sample here.
 */
import { type Layout, matchRoute, type PageRoute } from '@hbw/contract';
import type { Page } from '@playwright/test';

const sampleParameters: Record<string, string> = {
  // A blog post and a nested help page from content/.
  slug: 'first-generation-buyers',
  '*': 'booking/cancelling',
  // A program, a professional or a call: the first of each in the demo data.
  id: '1',
  // A state's page, by its code in lowercase.
  state: 'oh',
};

export function sampleAddress(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment !== '*' && !segment.startsWith(':')) return segment;
      const name = segment === '*' ? '*' : segment.slice(1);
      const sample = sampleParameters[name];
      if (sample === undefined) {
        throw new Error(
          `No sample value for "${segment}" of ${pattern}: add one to sampleParameters in e2e/route-table.ts.`,
        );
      }
      return sample;
    })
    .join('/');
}

/** The page an address opens, for a test to know which layout to expect there. */
export function pageAt(address: string): PageRoute {
  const match = matchRoute(new URL(address, 'http://localhost').pathname);
  if (match?.kind !== 'page') throw new Error(`The route table has no page at ${address}.`);
  return match.route;
}

/** The root element of a layout, which marks itself with data-layout. */
export function layoutRoot(page: Page, layout: Layout) {
  // Mantine's notification containers carry a data-layout of their own (their stacking, "default").
  return page.locator(`[data-layout="${layout}"]:not(.mantine-Notifications-root)`);
}
