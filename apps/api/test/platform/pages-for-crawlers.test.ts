import { beforeAll, describe, expect, it } from 'vitest';
import { demoLender } from '../support/booking.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const metaOf = (html: string, attribute: string) =>
  new RegExp(`<meta (?:name|property)="${attribute}" content="([^"]*)"`).exec(html)?.[1];

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
    ]) {
      const answer = await get(url);
      expect(metaOf(answer.body, 'robots'), url).toBe('noindex');
      expect(canonicalOf(answer.body), url).toBeUndefined();
    }
  });
});
