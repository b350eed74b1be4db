/**
 * The pages keep within their own content security policy: a refused script, style or probe is
 * reported by the browser (and counted by Lighthouse) even when the page goes on working. What the
 * head names beyond the page (its structured data, the manifest, the icons) is within it too.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';

/** Every breach of the page's policy the browser reports, from the first byte of the page on. */
async function policyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

for (const path of ['/', '/marketplace', '/questionaire', '/login', '/blog/down-payment-assistance-explained']) {
  test(`${path} breaks no rule of its content security policy`, async ({ page }) => {
    const violations = await policyViolations(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

for (const [path, type] of [
  ['/', 'Organization'],
  ['/blog/down-payment-assistance-explained', 'BlogPosting'],
] as const) {
  test(`${path} declares itself a schema.org ${type}, read as data and refused nothing`, async ({ page }) => {
    const violations = await policyViolations(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as { '@type': string }));
    expect(blocks.map((block) => block['@type'])).toEqual([type]);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

test('the manifest a page names is read by the browser without error, and its icons load', async ({ page }) => {
  const violations = await policyViolations(page);
  await page.goto('/blog/down-payment-assistance-explained');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The browser's own reading of the manifest, as it does to install the site.
  const devtools = await page.context().newCDPSession(page);
  const manifest = await devtools.send('Page.getAppManifest');
  expect(manifest.url).toBe(new URL('/manifest.webmanifest', page.url()).href);
  expect(manifest.errors).toEqual([]);
  const { name, icons } = JSON.parse(manifest.data ?? '{}') as {
    name: string;
    icons: { src: string; sizes: string }[];
  };
  expect(name).toBe('Homebuyer Wizard');
  const named = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  // Each loaded by the page as one of its images, under its policy (img-src): a real image of its size.
  const decoded = await page.evaluate(
    (sources) =>
      Promise.all(
        sources.map(async (source) => {
          const image = new Image();
          image.src = source;
          await image.decode();
          return `${new URL(source).pathname} ${image.naturalWidth}x${image.naturalHeight}`;
        }),
      ),
    [...icons.map(({ src }) => new URL(src, page.url()).href), ...named],
  );
  // A scalable icon has no size of its own: it is scaled to whatever size.
  const ofSize = (src: string, sizes: string) =>
    sizes === 'any' ? expect.stringMatching(new RegExp(`^${src} \\d+x\\d+$`)) : `${src} ${sizes}`;
  expect(decoded).toEqual([
    ...icons.map(({ src, sizes }) => ofSize(src, sizes)),
    '/favicon.ico 48x48',
    ofSize('/favicon.svg', 'any'),
    '/apple-touch-icon.png 180x180',
  ]);
  expect(violations).toEqual([]);
});
