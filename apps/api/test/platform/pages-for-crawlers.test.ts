import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { matchRoute, pages, questionsPeopleAsk } from '@hbw/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLender } from '../support/booking.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const webDir = path.resolve(import.meta.dirname, '../../../web');

/** A web root as the build leaves it for what this file reads: the app's page and its public files. */
async function webRootWithPublicFiles(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hbw-public-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  await cp(path.join(webDir, 'public'), root, { recursive: true });
  await cp(path.join(webDir, 'index.html'), path.join(root, 'index.html'));
  return root;
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { webRoot: await webRootWithPublicFiles() });
});

const get = (url: string) => app.inject({ method: 'GET', url });
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const linkOf = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];
/** The page's structured data blocks, each parsed as JSON. */
const linkedDataOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );
const metaOf = (html: string, attribute: string) =>
  new RegExp(`<meta (?:name|property)="${attribute}" content="([^"]*)"`).exec(html)?.[1];
/** An image's type and size, as a link preview or a phone reads the file. */
async function imageAt(address: string) {
  const answer = await get(new URL(address, 'http://homebuyer.test').pathname);
  expect(answer.statusCode, address).toBe(200);
  const { format, width, height } = await sharp(answer.rawPayload).metadata();
  return { type: answer.headers['content-type'], format, width, height };
}

async function sitemapLocations(): Promise<string[]> {
  const answer = await get('/sitemap.xml');
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
  return [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
}

describe('what search engines and link previews read', () => {
  it('finds the site map in robots.txt', async () => {
    const answer = await get('/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toContain('Sitemap: http://homebuyer.test/sitemap.xml');
    expect(answer.body).toMatch(/^User-agent: \*$/m);
  });

  it('lists the public pages, published posts, help pages and program pages in the site map, and nothing else', async () => {
    const locations = await sitemapLocations();
    const { programId } = await demoLender(app);
    for (const path of [
      '/',
      '/pricing',
      '/marketplace',
      '/questionaire',
      '/login',
      '/blog',
      '/blog/down-payment-assistance-explained',
      '/docs',
      '/docs/booking/cancelling',
      `/marketplace/products/${programId}`,
      '/marketplace/states/oh',
      '/marketplace/states/dc',
      '/marketplace/states/pr',
    ]) {
      expect(locations, path).toContain(`http://homebuyer.test${path}`);
    }
    for (const path of ['/home', '/logout', '/OTP', '/dashboard', '/blog/programs-by-occupation']) {
      expect(locations, path).not.toContain(`http://homebuyer.test${path}`);
    }
    const paths = locations.map((location) => new URL(location).pathname);
    expect(paths.filter((path) => path.startsWith('/app/') || path.includes(':') || path.includes('*'))).toEqual([]);
    expect(new Set(locations).size).toBe(locations.length);
  });

  it('maps the public pages the table of pages indexes, each at its own address, and no alias or old address', async () => {
    const isPlain = (path: string) => !path.includes(':') && !path.includes('*');
    const mapped = (await sitemapLocations()).map((location) => {
      const path = new URL(location).pathname;
      const match = matchRoute(path);
      expect(match?.kind, path).toBe('page');
      return match?.kind === 'page' ? match : undefined;
    });
    for (const match of mapped) expect(match?.pattern).toBe(match?.route.path);
    const plainPagesMapped = mapped.flatMap((match) => (match && isPlain(match.pattern) ? [match.pattern] : []));
    const indexedPages = pages.filter((page) => page.access === 'public' && !('indexed' in page) && isPlain(page.path));
    expect(plainPagesMapped.sort()).toEqual(indexedPages.map((page) => page.path).sort());
  });

  it('serves every page of the site map with 200 and itself as the canonical address', async () => {
    for (const location of await sitemapLocations()) {
      const answer = await get(new URL(location).pathname);
      expect(answer.statusCode, location).toBe(200);
      expect(canonicalOf(answer.body), location).toBe(location);
      expect(metaOf(answer.body, 'description'), location).toBeTruthy();
      expect(metaOf(answer.body, 'og:url'), location).toBe(location);
      expect(answer.body, location).not.toContain('noindex');
    }
  });

  it('gives a post its own title, description and the article type in the HTML itself', async () => {
    const answer = await get('/blog/down-payment-assistance-explained');
    expect(answer.body).toContain(
      '<title>Down payment assistance, explained in five minutes | Homebuyer Wizard</title>',
    );
    expect(metaOf(answer.body, 'description')).toBe(
      'Grants, forgivable loans, deferred loans and tax credits: what each kind of help is, and what it asks of you in return.',
    );
    expect(metaOf(answer.body, 'og:title')).toBe(
      'Down payment assistance, explained in five minutes | Homebuyer Wizard',
    );
    expect(metaOf(answer.body, 'og:type')).toBe('article');
    expect(answer.body.match(/name="description"/g)).toHaveLength(1);
  });

  it('gives a state’s page the state’s name, at its address in lowercase', async () => {
    for (const address of ['/marketplace/states/oh', '/marketplace/states/OH']) {
      const answer = await get(address);
      expect(answer.statusCode, address).toBe(200);
      expect(answer.body, address).toContain('<title>Homebuyer assistance in Ohio | Homebuyer Wizard</title>');
      expect(canonicalOf(answer.body), address).toBe('http://homebuyer.test/marketplace/states/oh');
    }
    expect((await get('/marketplace/states/xx')).statusCode).toBe(404);
  });

  it('gives a program page the program’s name and summary', async () => {
    const { programId } = await demoLender(app);
    const answer = await get(`/marketplace/products/${programId}`);
    expect(answer.body).toContain('<title>My First Texas Home | Homebuyer Wizard</title>');
    expect(metaOf(answer.body, 'og:description')).toBeTruthy();
  });

  it('keeps signed-in pages, steps of a flow and addresses of nothing out of the index', async () => {
    for (const url of [
      '/dashboard',
      '/app/my-wallet',
      '/logout',
      '/home',
      '/blog/no-such-post',
      '/marketplace/products/999999',
      '/marketplace/states/xx',
    ]) {
      const answer = await get(url);
      expect(metaOf(answer.body, 'robots'), url).toBe('noindex');
      expect(canonicalOf(answer.body), url).toBeUndefined();
    }
  });
});

describe('what browsers, phones and link previews show of the site', () => {
  it('answers /favicon.ico with an icon of 16, 32 and 48 pixels', async () => {
    const answer = await get('/favicon.ico');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/vnd.microsoft.icon');
    const icon = answer.rawPayload;
    // An ICO's directory: reserved 0, type 1 (icon), then a 16-byte entry per image, its width first.
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
    const count = icon.readUInt16LE(4);
    const widths = Array.from({ length: count }, (_, index) => icon.readUInt8(6 + 16 * index));
    expect(widths).toEqual([16, 32, 48]);
    // Each image is a PNG, which every browser reads in an ICO.
    const firstImage = icon.readUInt32LE(6 + 12);
    expect(icon.subarray(firstImage + 1, firstImage + 4).toString()).toBe('PNG');
  });

  it('links the manifest and the icons from every page, and they answer', async () => {
    for (const url of ['/', '/blog/down-payment-assistance-explained', '/dashboard', '/no/such/page']) {
      const page = await get(url);
      expect(linkOf(page.body, 'manifest'), url).toBe('/manifest.webmanifest');
      expect(linkOf(page.body, 'apple-touch-icon'), url).toBe('/apple-touch-icon.png');
      expect(linkOf(page.body, 'icon'), url).toBe('/favicon.ico');
    }
    expect(await imageAt('/apple-touch-icon.png')).toEqual({
      type: 'image/png',
      format: 'png',
      width: 180,
      height: 180,
    });
  });

  it('serves a manifest with the app’s names, start, colours and icons of the sizes it says', async () => {
    const answer = await get('/manifest.webmanifest');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = answer.json();
    expect(manifest).toMatchObject({
      name: 'Homebuyer Wizard',
      short_name: 'Homebuyer',
      start_url: '/',
      display: 'standalone',
      theme_color: '#ffffff',
      background_color: '#ffffff',
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons.filter(({ type }) => type === 'image/png')) {
      const { type, width, height } = await imageAt(icon.src);
      expect(`${type} ${width}x${height}`, icon.src).toBe(`image/png ${icon.sizes}`);
    }
  });

  it('shows the brand’s card, at an absolute address that answers with it, in every public page’s link preview', async () => {
    const { programId } = await demoLender(app);
    const cards = new Set<string>();
    for (const url of [
      '/',
      '/blog/down-payment-assistance-explained',
      '/docs',
      '/pricing',
      `/marketplace/products/${programId}`,
    ]) {
      const page = await get(url);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
        expect(metaOf(page.body, property), `${url} ${property}`).toBeTruthy();
      }
      expect(metaOf(page.body, 'twitter:card'), url).toBe('summary_large_image');
      cards.add(metaOf(page.body, 'og:image') as string);
    }
    expect([...cards]).toEqual(['http://homebuyer.test/og-image.png']);
    expect(await imageAt('http://homebuyer.test/og-image.png')).toEqual({
      type: 'image/png',
      format: 'png',
      width: 1200,
      height: 630,
    });
  });
});

describe('what search engines read of what a page is (JSON-LD)', () => {
  it('names the organization on the home page, with a logo that answers', async () => {
    const [organization, ...others] = linkedDataOf((await get('/')).body);
    expect(others).toEqual([]);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Homebuyer Wizard',
      url: 'http://homebuyer.test/',
    });
    expect(await imageAt(organization?.logo as string)).toMatchObject({ type: 'image/png', width: 512, height: 512 });
  });

  it('describes a blog post with its headline, date, author, address and image', async () => {
    const [post, ...others] = linkedDataOf((await get('/blog/down-payment-assistance-explained')).body);
    expect(others).toEqual([]);
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Down payment assistance, explained in five minutes',
      description:
        'Grants, forgivable loans, deferred loans and tax credits: what each kind of help is, and what it asks of you in return.',
      datePublished: '2026-09-14',
      author: { '@type': 'Organization', name: 'Homebuyer Wizard' },
      url: 'http://homebuyer.test/blog/down-payment-assistance-explained',
      image: 'http://homebuyer.test/og-image.png',
    });
  });

  it('lists the questions the pricing and how-it-works pages answer, as they show them', async () => {
    for (const url of ['/pricing', '/getting-started'] as const) {
      const [questions, ...others] = linkedDataOf((await get(url)).body);
      expect(others, url).toEqual([]);
      expect(questions, url).toEqual({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        url: `http://homebuyer.test${url}`,
        mainEntity: questionsPeopleAsk[url].map(({ question, answer }) => ({
          '@type': 'Question',
          name: question,
          acceptedAnswer: { '@type': 'Answer', text: answer },
        })),
      });
    }
  });

  it('declares nothing on a page of no such kind', async () => {
    for (const url of ['/docs', '/marketplace', '/login']) {
      expect(linkedDataOf((await get(url)).body), url).toEqual([]);
    }
  });
});
