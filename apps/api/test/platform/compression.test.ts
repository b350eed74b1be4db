import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A built web app as the build leaves it: text files of 1 kB or more beside their .br and .gz copies. */
async function builtWebApp() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hbw-web-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  await mkdir(path.join(root, 'assets'));
  const page = `<!doctype html><html lang="en"><head><title>Homebuyer Wizard</title>${'<meta name="x" content="padding">'.repeat(60)}</head><body><div id="root"></div></body></html>`;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word ${index}`))};\n`;
  const files: Record<string, string> = {
    'index.html': page,
    'assets/app-1a2b3c.js': script,
    'assets/tiny-4d5e6f.js': 'export const tiny = 1;\n',
    // The build compresses every text file of 1 kB or more; one it left alone is sent as it is.
    'page-assets.json': JSON.stringify({
      screens: {
        '/marketplace': { scripts: ['/assets/marketplace-1.js', '/assets/Card-2.js'], styles: ['/assets/Card-3.css'] },
      },
      layouts: { 'mp-blank': { scripts: ['/assets/mp-blank-4.js', '/assets/Card-2.js'], styles: [] } },
    }),
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`,
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, name), text);
  for (const name of ['assets/app-1a2b3c.js']) {
    await writeFile(path.join(root, `${name}.br`), brotliCompressSync(files[name] as string));
    await writeFile(path.join(root, `${name}.gz`), gzipSync(files[name] as string));
  }
  return { root, files };
}

const decode: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

let app: TestApp;
let files: Record<string, string>;
let buyer: Awaited<ReturnType<typeof newBuyer>>;
let slotsUrl: string;

beforeAll(async () => {
  const web = await builtWebApp();
  files = web.files;
  app = await createTestApp({}, { webRoot: web.root });
  buyer = await newBuyer(app);
  const { professionalId } = await demoLender(app);
  slotsUrl = `/api/appointment/slots?professional_detail_id=${professionalId}&date=${upcoming()}`;
});

/** The answers a browser's Accept-Encoding changes: a page, built files, JSON made per request, a cached slot list. */
const answers = () => [
  { what: 'a page', url: '/pricing', headers: {} },
  { what: 'a script the build compressed', url: '/assets/app-1a2b3c.js', headers: {} },
  { what: 'JSON made per request', url: '/api/docs/json', headers: {} },
  { what: 'a cached slot list', url: slotsUrl, headers: buyer.headers },
];

describe('compression as the browser asks for it', () => {
  it('sends brotli and gzip that decode to the very bytes sent to a client that asked for neither', async () => {
    for (const { what, url, headers } of answers()) {
      const plain = await app.inject({ method: 'GET', url, headers });
      expect(plain.statusCode, what).toBe(200);
      expect(plain.headers['content-encoding'], what).toBeUndefined();
      expect(plain.rawPayload.length, what).toBeGreaterThan(1024);
      for (const coding of ['br', 'gzip']) {
        const compressed = await app.inject({
          method: 'GET',
          url,
          headers: { ...headers, 'accept-encoding': coding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip' },
        });
        expect(compressed.statusCode, what).toBe(200);
        expect(compressed.headers['content-encoding'], `${what} in ${coding}`).toBe(coding);
        expect(compressed.headers.vary, what).toContain('accept-encoding');
        expect(compressed.headers['content-type'], what).toBe(plain.headers['content-type']);
        expect(compressed.rawPayload.length, what).toBeLessThan(plain.rawPayload.length);
        expect(decode[coding]?.(compressed.rawPayload).equals(plain.rawPayload), `${what} in ${coding}`).toBe(true);
      }
    }
  });

  it('sends the build’s own compressed files as they are', async () => {
    const script = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(script.rawPayload).toString()).toBe(files['assets/app-1a2b3c.js']);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never compresses for a client that did not ask for brotli or gzip', async () => {
    for (const acceptEncoding of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      for (const { what, url, headers } of answers()) {
        const answer = await app.inject({
          method: 'GET',
          url,
          headers: acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding },
        });
        expect(answer.headers['content-encoding'], `${what} for ${acceptEncoding}`).toBeUndefined();
      }
    }
  });

  it('sends small answers and files the build left alone as they are, even to a client that asks', async () => {
    for (const url of ['/api/health', '/assets/tiny-4d5e6f.js', '/favicon.svg', '/api/no-such-call']) {
      const answer = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('answers HEAD with the headers GET would carry and no body', async () => {
    for (const url of ['/pricing', '/assets/app-1a2b3c.js']) {
      const headers = { 'accept-encoding': 'br' };
      const get = await app.inject({ method: 'GET', url, headers });
      const head = await app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-encoding'], url).toBe('br');
      expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
      expect(head.rawPayload.length, url).toBe(0);
    }
  });

  it('answers a revalidation with 304 and no body, each encoding with a validator of its own', async () => {
    const url = '/assets/app-1a2b3c.js';
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const plain = await app.inject({ method: 'GET', url });
    expect(brotli.headers.etag).toBeDefined();
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('has a file not named by its hash revalidated each time, by its validator', async () => {
    const first = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a range of a file from the bytes it names, never compressed on the fly', async () => {
    const plain = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { range: 'bytes=0-9' } });
    expect(plain.statusCode).toBe(206);
    expect(plain.body).toBe(files['favicon.svg']?.slice(0, 10));
    const asked = await app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { range: 'bytes=0-9', 'accept-encoding': 'br, gzip' },
    });
    expect(asked.statusCode).toBe(206);
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.body).toBe(files['favicon.svg']?.slice(0, 10));
  });
});

describe('a page’s own files', () => {
  it('are named in the page’s head, its layout’s and its screen’s, each once', async () => {
    const page = (await app.inject({ method: 'GET', url: '/marketplace' })).body;
    const preloaded = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (link) => link[1],
    );
    expect(preloaded).toEqual(['/assets/mp-blank-4.js', '/assets/Card-2.js', '/assets/marketplace-1.js']);
    expect(page).toContain('<link rel="preload" as="style" crossorigin href="/assets/Card-3.css">');
  });

  it('are not named on a page that has none beyond the first load', async () => {
    expect((await app.inject({ method: 'GET', url: '/pricing' })).body).not.toContain('modulepreload');
  });
});
