/**
 * The pages keep within their own content security policy: a refused script, style or probe is
 * reported by the browser (and counted by Lighthouse) even when the page goes on working.
 */
import { expect, test } from '../../fixtures.ts';

for (const path of ['/', '/marketplace', '/questionaire', '/login', '/blog/down-payment-assistance-explained']) {
  test(`${path} breaks no rule of its content security policy`, async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
        report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}
