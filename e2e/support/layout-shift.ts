/** How much a page moved under its reader as it loaded, for the tests that hold a page still. */
import type { Page } from '@playwright/test';

/** One layout shift as the browser reports it: how much, when, and what moved from where to where. */
export type LayoutShift = { value: number; atMs: number; moved: string[] };

/**
 * The layout shifts the page has made since it started loading; a test that holds a page still
 * expects none, and a failure then says what moved (a tag with its label or first words) and where.
 */
export async function layoutShiftsOf(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Entry = PerformanceEntry & { value: number; sources: Source[] };
        const box = (rect: DOMRectReadOnly) =>
          `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
        const named = (node: Node | null) => {
          if (!(node instanceof Element)) return node?.nodeName ?? 'a node gone since';
          const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
          return `<${node.tagName.toLowerCase()}${node.className ? ` class="${node.className}"` : ''}> "${label}"`;
        };
        const report = (entries: PerformanceEntry[]) =>
          (entries as Entry[]).map((entry) => ({
            value: Math.round(entry.value * 10_000) / 10_000,
            atMs: Math.round(entry.startTime),
            moved: entry.sources.map(
              (source) => `${named(source.node)} from ${box(source.previousRect)} to ${box(source.currentRect)}`,
            ),
          }));
        new PerformanceObserver((list) => resolve(report(list.getEntries()))).observe({
          type: 'layout-shift',
          buffered: true,
        });
        // No entry at all is reported as none.
        setTimeout(() => resolve([]), 500);
      }),
  );
}
