/**
 * What a visitor's browser downloads to show the landing page: every JavaScript and every CSS
 * response it loaded until the network went quiet, each compressed with gzip at zlib's default
 * level (6), as a server compressing on the fly would send it. 1 kB is 1000 bytes, as Vite prints.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../test/support/chromium.ts';
import type { Measurement } from '../measurement.ts';

type Kind = 'JavaScript' | 'CSS';

const landingPageWeight: Measurement = {
  async measure({ app }) {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      const files = new Map<string, Promise<{ kind: Kind; gzipBytes: number }>>();
      const failed: string[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const kind: Kind | undefined = type === 'script' ? 'JavaScript' : type === 'stylesheet' ? 'CSS' : undefined;
        if (kind === undefined || files.has(response.url())) return;
        if (!response.ok()) failed.push(`${response.status()} ${response.url()}`);
        files.set(
          response.url(),
          response.body().then((body) => ({ kind, gzipBytes: gzipSync(body).length })),
        );
      });
      const response = await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
      if (response?.status() !== 200) {
        throw new Error(`The landing page answered ${response?.status()}: is the web app built (npm run build)?`);
      }
      // A file that failed to load would make the page look lighter than it is.
      if (failed.length > 0) throw new Error(`The landing page could not load:\n${failed.join('\n')}`);
      const loaded = await Promise.all(files.values());

      return (['JavaScript', 'CSS'] as const).map((kind) => {
        const ofKind = loaded.filter((file) => file.kind === kind);
        const kilobytes = ofKind.reduce((sum, file) => sum + file.gzipBytes, 0) / 1000;
        return {
          measurement: `${kind} the landing page loads, gzip (${ofKind.length} files)`,
          value: Math.round(kilobytes * 10) / 10,
          unit: 'kB',
          ...(kind === 'JavaScript' ? { budget: { atMost: 150 } } : {}),
        };
      });
    } finally {
      await browser.close();
    }
  },
};

export default landingPageWeight;
