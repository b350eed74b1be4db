/**
 * The public pages a visit starts on come rendered by the server (decision 031), and a buyer's own
 * first pages rendered for them (decision 033): readable before any script runs, painted once wholly
 * read (decision 038), with the app's code loaded after their first paint (decision 032), and
 * hydrated by the browser without a console error (the fixture fails on one), without a layout shift
 * and without asking the API again for what the page already shows.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { dayNextWeek, demoLenderAndProgram, slot } from '../../support/booking.ts';
import { hydrationMismatches } from '../../support/hydration-mismatches.ts';
import { layoutShiftsOf } from '../../support/layout-shift.ts';
import { schemaScriptsLoadedBy } from '../../support/schema-scripts.ts';

const renderedPages = [
  { address: '/', heading: 'Find out how much help you could get to buy your home' },
  { address: '/marketplace', heading: /./ },
  { address: '/marketplace/products/1', heading: /./ },
  { address: '/marketplace/states/oh', heading: 'Homebuyer assistance in Ohio' },
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
    test(`${address} shows its heading as the server rendered it`, async ({ page }) => {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

const onAPhone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/**
 * Opens `address` and checks that the page came rendered, its code held until its first paint, and
 * was hydrated by the browser without a layout shift or a call to the API, and, unless it `runsSchemas`,
 * without running zod and the contract's schemas (decision 037).
 */
async function expectHydratedAsRendered(page: Page, address: string, runsSchemas = false): Promise<void> {
  const schemaScripts = schemaScriptsLoadedBy(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    // Not even who is signed in: the page says so, whether rendered for visitors or for its caller.
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  // The heading as the server rendered it, and the app's code still held, as the page is parsed.
  await page.addInitScript(() => {
    // Its first frame comes once the whole render is read, not a part of it (decision 038).
    requestAnimationFrame(() =>
      Object.assign(window, { wholeAtFirstFrame: document.getElementById('hbw-rendered-end') !== null }),
    );
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        Object.assign(window, {
          renderedHeading: document.querySelector('h1'),
          renderedIds: [...document.querySelectorAll('#root [id]')].map((element) => [element, element.id]),
          codeAtFirst: document.querySelectorAll('script[type="module"], link[rel="modulepreload"]').length,
          heldAtFirst:
            (document.getElementById('hbw-code') as HTMLTemplateElement | null)?.content.childElementCount ?? 0,
        });
      }
    });
  });
  // The page's clock stands still: what it shows then stays fresh, as on a phone that hydrates the page at
  // once. A busy machine may take longer than a slot list keeps fresh (5 s), and the app then rightly asks again.
  await page.clock.setFixedTime(Date.now());
  // A phone's slower processor: the browser may then paint before it has read the whole page, as a phone does.
  const phone = await page.context().newCDPSession(page);
  await phone.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(address, { waitUntil: 'networkidle' });

  // Hydrated: React holds the very heading the server rendered instead of rendering its own.
  const hydrated = await page.evaluate(() => {
    const rendered = (window as unknown as { renderedHeading: Element | null }).renderedHeading;
    return (
      rendered !== null &&
      rendered === document.querySelector('h1') &&
      Object.keys(rendered).some((key) => key.startsWith('__reactFiber'))
    );
  });
  expect(hydrated).toBe(true);
  // Every element keeps the id the server rendered: Mantine's own ids would have rendered each form field
  // again at once, to change it (decision 041).
  const idsChanged = await page.evaluate(() =>
    (window as unknown as { renderedIds: [Element, string][] }).renderedIds
      .filter(([element, id]) => element.id !== id)
      .map(([element, id]) => `${id} → ${element.id}`),
  );
  expect(idsChanged).toEqual([]);
  // And those ids, and the class names Mantine makes of React's ids, are the browser's own: worked out
  // on the same tree, not left as the server rendered them.
  expect(await hydrationMismatches(page)).toEqual([]);
  // Its code came after its first paint (decision 032): held in the page, loaded once it showed.
  const code = await page.evaluate(() => ({
    ...(window as unknown as { codeAtFirst: number; heldAtFirst: number; wholeAtFirstFrame: boolean }),
    loaded: document.querySelectorAll('script[type="module"]').length,
  }));
  expect(code.wholeAtFirstFrame).toBe(true);
  expect(code.codeAtFirst).toBe(0);
  expect(code.heldAtFirst).toBeGreaterThan(0);
  expect(code.loaded).toBeGreaterThan(0);
  expect(await layoutShiftsOf(page)).toEqual([]);
  expect(calls).toEqual([]);
  if (!runsSchemas) expect(await schemaScripts()).toBe(0);
}

test.describe('on a phone', () => {
  test.use(onAPhone);

  for (const { address } of renderedPages) {
    test(`${address} is hydrated by the browser without a layout shift or a second fetch of its data`, async ({
      page,
    }) => {
      await expectHydratedAsRendered(page, address);
    });
  }
});

// The booking page runs the contract's schemas as it renders; the dashboard, like the public pages, goes without (decision 037).
test.describe("a buyer's own pages, rendered for them (decision 033), on a phone", () => {
  test.use({ ...onAPhone, timezoneId: 'America/Chicago' });

  test.beforeEach(async ({ context }) => {
    // Signed up as the browser signs up: with the zone its clock is set to.
    await signUpBuyer(context);
  });

  test('the dashboard is hydrated without a layout shift or a second fetch of its data', async ({ page }) => {
    await expectHydratedAsRendered(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Your wallet' })).toBeVisible();
  });

  test("the booking page shows the day's times in the buyer's zone as rendered, and takes a booking", async ({
    page,
    context,
  }) => {
    const { lender, program } = await demoLenderAndProgram(context);
    const date = dayNextWeek('Wednesday');
    await expectHydratedAsRendered(page, `/app/book-appointment/${lender.id}?program=${program.id}&date=${date}`, true);

    // The demo lender's day starts at 9:00 in New York: 8:00 in Chicago.
    await expect(slot(page, '8:00 AM')).toBeVisible();
    await expect(page.getByText('9:00 AM Eastern')).toBeVisible();
    // Hydrated, the page books: the day's last free time, which the other journeys leave alone.
    const free = page.getByRole('radio', { disabled: false }).last();
    await free.locator('xpath=ancestor::label').click();
    await expect(free).toBeChecked();
    await page.getByRole('button', { name: 'Book this call' }).click();
    await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
  });

  test('the booking calendar keeps its shape however much of it the browser has read', async ({ page, context }) => {
    // A busy phone paints a page before it has read it all: a week may have come without its last days, a
    // day without its number. Taking those away from the calendar must move nothing that has come.
    const { lender, program } = await demoLenderAndProgram(context);
    await page.goto(`/app/book-appointment/${lender.id}?program=${program.id}&date=${dayNextWeek('Wednesday')}`);
    const { kept, moved } = await page.getByRole('region', { name: 'Choose a day' }).evaluate((calendar) => {
      const cells = [...calendar.querySelectorAll('th, button')];
      const box = (cell: Element) => JSON.stringify(cell.getBoundingClientRect());
      const before = new Map(cells.map((cell) => [cell, box(cell)]));
      for (const week of calendar.querySelectorAll('tr')) {
        for (const cell of [...week.cells].slice(4)) cell.remove();
        week.querySelector('td button')?.replaceChildren();
      }
      const left = cells.filter((cell) => cell.isConnected);
      return {
        kept: left.length,
        moved: left.filter((cell) => box(cell) !== before.get(cell)).map((cell) => cell.outerHTML.slice(0, 120)),
      };
    });
    expect(kept).toBeGreaterThan(20);
    expect(moved).toEqual([]);
  });
});

// The browser's router starts with the rendered page's routes alone and is given the rest of the table
// with the first move to an address they do not match (decision 041).
test('a server-rendered page moves within the app to a page of another layout, and to an unknown address', async ({
  page,
}) => {
  await page.goto('/blog');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Buying a home with help' })).toBeVisible();
  // An address no route matches, asked of the router itself: its 404 page, rendered by the app.
  await page.evaluate(() => {
    history.pushState(null, '', '/no-such-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: "This is not the page you're looking for." })).toBeVisible();
  expect(documents).toEqual([]);
});
