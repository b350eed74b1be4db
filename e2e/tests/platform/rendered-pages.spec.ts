/**
 * The public pages a visit starts on come drawn by the server (decision 031): readable before any
 * script runs, with the app's code loaded after their first paint (decision 032), and taken over by
 * the browser without a console error (the fixture fails on one),
 * without a layout shift and without asking the API again for what the page already shows.
 */
import { expect, test } from '../../fixtures.ts';
import { layoutShiftOf } from '../../support/layout-shift.ts';

const renderedPages = [
  { address: '/', heading: 'Find out how much help you could get to buy your home' },
  { address: '/marketplace', heading: /./ },
  { address: '/marketplace/products/1', heading: /./ },
  { address: '/questionaire', heading: /./ },
  { address: '/login', heading: /./ },
  { address: '/blog', heading: 'Buying a home with help' },
  { address: '/blog/first-generation-buyers', heading: /./ },
  { address: '/docs', heading: /./ },
  { address: '/docs/booking/cancelling', heading: /./ },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { address, heading } of renderedPages) {
    test(`${address} shows its heading as the server drew it`, async ({ page }) => {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const { address } of renderedPages) {
    test(`${address} is taken over by the browser without a layout shift or a second fetch of its data`, async ({
      page,
    }) => {
      const calls: string[] = [];
      page.on('request', (request) => {
        // Not even who is signed in: the server draws these pages for visitors only, and says so.
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) calls.push(pathname);
      });
      // The heading as the server drew it, and the app's code still held, as the page is parsed.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') {
            Object.assign(window, {
              drawnHeading: document.querySelector('h1'),
              codeAtFirst: document.querySelectorAll('script[type="module"], link[rel="modulepreload"]').length,
              heldAtFirst:
                (document.getElementById('hbw-code') as HTMLTemplateElement | null)?.content.childElementCount ?? 0,
            });
          }
        });
      });
      await page.goto(address, { waitUntil: 'networkidle' });

      // Hydrated: React holds the very heading the server drew instead of drawing its own.
      const takenOver = await page.evaluate(() => {
        const drawn = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
        return (
          drawn !== null &&
          drawn === document.querySelector('h1') &&
          Object.keys(drawn).some((key) => key.startsWith('__reactFiber'))
        );
      });
      expect(takenOver).toBe(true);
      // Its code came after its first paint (decision 032): held in the page, loaded once it showed.
      const code = await page.evaluate(() => ({
        ...(window as unknown as { codeAtFirst: number; heldAtFirst: number }),
        loaded: document.querySelectorAll('script[type="module"]').length,
      }));
      expect(code.codeAtFirst).toBe(0);
      expect(code.heldAtFirst).toBeGreaterThan(0);
      expect(code.loaded).toBeGreaterThan(0);
      expect(await layoutShiftOf(page)).toBe(0);
      expect(calls).toEqual([]);
    });
  }
});
