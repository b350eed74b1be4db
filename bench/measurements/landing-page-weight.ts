/**
 * What a visitor's browser downloads to show the landing page, as the server sent it over the wire
 * (compressed as the browser asked, headers left out): every JavaScript and every CSS response, and
 * everything together, until the network went quiet. Chromium reports each response's encoded size.
 * 1 kB is 1000 bytes, as Vite prints.
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../test/support/chromium.ts';
import type { Measurement } from '../measurement.ts';

type Kind = 'JavaScript' | 'CSS' | 'other';

const kindOf = (resourceType: string): Kind =>
  resourceType === 'script' ? 'JavaScript' : resourceType === 'stylesheet' ? 'CSS' : 'other';

const landingPageWeight: Measurement = {
  async measure({ app }) {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      const files = new Map<string, Promise<{ kind: Kind; sentBytes: number }>>();
      const failed: string[] = [];
      page.on('requestfinished', (request) => {
        if (files.has(request.url())) return;
        files.set(
          request.url(),
          Promise.all([request.response(), request.sizes()]).then(([response, sizes]) => {
            if (response && !response.ok() && response.status() !== 304) {
              failed.push(`${response.status()} ${request.url()}`);
            }
            return { kind: kindOf(request.resourceType()), sentBytes: sizes.responseBodySize };
          }),
        );
      });
      page.on('requestfailed', (request) => failed.push(`${request.failure()?.errorText} ${request.url()}`));
      const response = await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
      if (response?.status() !== 200) {
        throw new Error(`The landing page answered ${response?.status()}: is the web app built (npm run build)?`);
      }
      const loaded = await Promise.all(files.values());
      // A file that failed to load would make the page look lighter than it is.
      if (failed.length > 0) throw new Error(`The landing page could not load:\n${failed.join('\n')}`);

      const total = (of: typeof loaded) => Math.round(of.reduce((sum, file) => sum + file.sentBytes, 0) / 100) / 10;
      const rows = (['JavaScript', 'CSS'] as const).map((kind) => {
        const ofKind = loaded.filter((file) => file.kind === kind);
        return {
          measurement: `${kind} the landing page loads, as sent (${ofKind.length} files)`,
          value: total(ofKind),
          unit: 'kB',
          ...(kind === 'JavaScript' ? { budget: { atMost: 150 } } : {}),
        };
      });
      return [
        ...rows,
        {
          measurement: `Everything the landing page loads until the network is idle, as sent (${loaded.length} responses)`,
          value: total(loaded),
          unit: 'kB',
          budget: { atMost: 200 },
        },
      ];
    } finally {
      await browser.close();
    }
  },
};

export default landingPageWeight;
