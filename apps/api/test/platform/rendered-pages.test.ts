/**
 * The pages a visit starts on, rendered on the server by the web app's own server build (built
 * here, as `npm run build` builds it): each page's HTML holds what it shows and the data the browser
 * hydrates it with, under a policy that allows no inline script. The public pages are rendered for
 * visitors, a signed-in caller getting them to render in the browser (decision 031); a buyer's own
 * first pages are rendered for that buyer alone (decision 033).
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { pagePatterns } from '@hbw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/accounts.ts';
import { demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { accountWithRole } from '../support/console.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const webDir = path.resolve(import.meta.dirname, '../../../web');

/** A web root whose server build is the web app's, freshly built beside it. */
async function builtServerRenderer(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hbw-rendered-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const webRoot = path.join(root, 'dist');
  await mkdir(webRoot);
  await copyFile(path.join(import.meta.dirname, '../support/web-fixture/index.html'), path.join(webRoot, 'index.html'));
  const vite = path.resolve(webDir, '../../node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--ssr', '--outDir', path.join(root, 'dist-server'), '--logLevel', 'error'],
    { cwd: webDir, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`The web app's server build failed:\n${build.stdout}\n${build.stderr}`);
  return webRoot;
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { webRoot: await builtServerRenderer() });
}, 120_000);

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const dataElement = /<script type="application\/json" id="hbw-page-data">([^<]*)<\/script>/;

/** What the server rendered in the root element, and the data it handed over. */
async function renderedAt(address: string, headers: Record<string, string> = {}) {
  const answer = await app.inject({ method: 'GET', url: address, headers });
  expect(answer.statusCode).toBe(200);
  // The rendered page, then the mark its first paint waits for (the head's rel=expect names it), then the data.
  const root =
    /<div id="root">([\s\S]*)<\/div><span id="hbw-rendered-end" hidden><\/span>\s*<script type="application\/json"/.exec(
      answer.body,
    )?.[1];
  expect(answer.body).toContain('<link rel="expect" href="#hbw-rendered-end" blocking="render" />');
  const data = dataElement.exec(answer.body)?.[1];
  // No inline script, however the page is rendered: its policy would refuse one (decision 005). Data
  // blocks (the page's data, its structured data) are not run, and the policy lets them be.
  for (const script of answer.body.match(/<script\b[^>]*>/g) ?? []) {
    expect(script).toMatch(/\bsrc="|type="application\/(?:ld\+)?json"/);
  }
  return { answer, root, data: data === undefined ? undefined : JSON.parse(data) };
}

const headingOf = (html: string | undefined) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html ?? '')?.[1];

describe('a public page rendered on the server', () => {
  it.each([
    ['/', 'Find out how much help you could get to buy your home', '/'],
    ['/marketplace', 'Homebuyer assistance, program by program', '/marketplace'],
    ['/questionaire', 'See how much you could get', '/questionaire'],
    ['/login', 'Welcome back', '/login'],
    ['/blog', 'Buying a home with help', '/blog'],
    ['/blog/first-generation-buyers', 'Are you a first-generation homebuyer?', '/blog/:slug'],
    ['/docs', 'Homebuyer Wizard help', '/docs'],
    ['/docs/booking/cancelling', 'Cancelling or moving a call', '/docs/*'],
  ])('%s holds its heading and its data', async (address, heading, page) => {
    const { root, data } = await renderedAt(address);

    expect(headingOf(root)).toBe(escaped(heading));
    expect(data.router.loaderData).toBeTypeOf('object');
    // The routes it matched, by id, so that the browser loads their code without matching again.
    expect(data.routes[0]).toBe('root');
    expect(data.routes.at(-1)).toBe(page);
    // Rendered for a visitor, and said so: the browser does not ask who is signed in.
    expect(data.queries.queries).toContainEqual(
      expect.objectContaining({ queryKey: ['profile'], state: expect.objectContaining({ data: null }) }),
    );
  });

  it('shows the catalogue’s programs on the marketplace and a program on its page', async () => {
    const programs = await app.inject({ method: 'GET', url: '/api/programs?page=1&per_page=12' });
    const [first, second] = programs.json().data.data as { id: number; name: string }[];

    const marketplace = await renderedAt('/marketplace');
    for (const program of [first, second]) expect(marketplace.root).toContain(escaped(program?.name ?? 'none'));

    const page = await renderedAt(`/marketplace/products/${first?.id}`);
    expect(headingOf(page.root)).toBe(escaped(first?.name ?? 'none'));
  });

  it('shows a state’s page whole: what we list there, its map of counties and its programs', async () => {
    const coverage = (await app.inject({ method: 'GET', url: '/api/programs/coverage?state=OH' })).json().data;

    const page = await renderedAt('/marketplace/states/oh');

    expect(headingOf(page.root)).toBe('Homebuyer assistance in Ohio');
    expect(page.root).toContain(escaped(coverage.sentence));
    expect(page.root).toContain('<svg');
    expect(page.root).toContain(escaped('How many programs reach each county of Ohio'));
    expect(page.root).toContain('Franklin County');
    // Every program of the state, by name (React writes an apostrophe as an entity: one without is compared).
    const statewide = (coverage.programs as { name: string; reach: string }[]).filter(
      (program) => program.reach === 'statewide' && !program.name.includes("'"),
    );
    expect(statewide.length).toBeGreaterThan(0);
    for (const program of statewide) expect(page.root).toContain(escaped(program.name));
  });

  it('runs no inline script: its data is a JSON element, under a policy that allows scripts from the site only', async () => {
    const { answer } = await renderedAt('/blog');

    expect(String(answer.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
  });

  it('keeps the data element closed whatever the data says', async () => {
    const { answer } = await renderedAt('/blog');
    const json = dataElement.exec(answer.body)?.[1] ?? '';
    expect(json).not.toContain('<');
  });

  it('goes out compressed to a browser that asks', async () => {
    const answer = await app.inject({ method: 'GET', url: '/blog', headers: { 'accept-encoding': 'br' } });

    expect(answer.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(answer.rawPayload).toString();
    expect(headingOf(page)).toBe('Buying a home with help');
    expect(page).toMatch(dataElement);
  });

  it('goes to someone signed in with an empty root, for the browser to render theirs', async () => {
    const buyer = await newBuyer(app);
    const answer = await app.inject({ method: 'GET', url: '/blog', headers: buyer.headers });

    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.body).not.toContain('hbw-page-data');
  });
});

/** An address of each pattern of the table of pages, naming something that exists. */
async function sampleAddresses() {
  const { professionalId, programId } = await demoLender(app);
  const samples: Record<string, string> = {
    '/blog/:slug': '/blog/first-generation-buyers',
    '/docs/*': '/docs/booking/cancelling',
    '/marketplace/products/:id': `/marketplace/products/${programId}`,
    '/marketplace/states/:state': '/marketplace/states/oh',
    '/app/book-appointment/:id': `/app/book-appointment/${professionalId}?program=${programId}`,
  };
  return pagePatterns.map((pattern) => ({
    ...pattern,
    address: samples[pattern.path] ?? pattern.path.replace(/:[^/]+/g, String(programId)),
  }));
}

const isRendered = (body: string) => body.includes('hbw-page-data');

describe('the pages rendered on the server, as the table of pages says (decision 047)', () => {
  it('renders for visitors the public pages marked for visitors, at their aliases too, and no other', async () => {
    for (const { address, page } of (await sampleAddresses()).filter((pattern) => pattern.page.access === 'public')) {
      const answer = await app.inject({ method: 'GET', url: address });
      expect(answer.statusCode, address).toBe(200);
      expect(isRendered(answer.body), address).toBe(page.serverRendered === 'visitors');
    }
  });
});

describe('a server-rendered page asked for again', () => {
  it('is tagged, and answered 304 with no body to a browser that holds it', async () => {
    const first = await app.inject({ method: 'GET', url: '/blog' });
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]+"$/);

    const again = await app.inject({ method: 'GET', url: '/blog', headers: { 'if-none-match': tag } });

    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(tag);
  });

  it('gives each compression of the page a tag of its own', async () => {
    const as = (codings: string) =>
      app.inject({ method: 'GET', url: '/blog', headers: { 'accept-encoding': codings } });
    const [plain, brotli, gzip] = await Promise.all([as('identity'), as('br'), as('gzip')]);

    expect([brotli.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3);
    const held = await app.inject({
      method: 'GET',
      url: '/blog',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(held.statusCode).toBe(200);
  });

  it('is answered in full, with a new tag, once the program it shows is edited', async () => {
    const staff = await accountWithRole(app, 'pages.staff@example.com', 'admin');
    const programs = await app.inject({ method: 'GET', url: '/api/programs?page=1&per_page=1' });
    const id = (programs.json().data.data as { id: number }[])[0]?.id;
    const address = `/marketplace/products/${id}`;
    const before = await app.inject({ method: 'GET', url: address });
    const held = { 'if-none-match': String(before.headers.etag) };
    expect((await app.inject({ method: 'GET', url: address, headers: held })).statusCode).toBe(304);

    const stored = (await app.inject({ method: 'GET', url: `/api/admin/programs/${id}`, headers: staff })).json().data;
    const summary = 'A grant toward the down payment, as edited in the console.';
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/admin/programs/${id}`,
      headers: staff,
      payload: { program: { ...stored.program, summary } },
    });
    expect(edited.statusCode).toBe(200);

    const after = await app.inject({ method: 'GET', url: address, headers: held });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(summary);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('is not confirmed to someone signed in, who gets the page to render in the browser instead', async () => {
    const buyer = await newBuyer(app);
    const visitors = await app.inject({ method: 'GET', url: '/blog' });

    const theirs = await app.inject({
      method: 'GET',
      url: '/blog',
      headers: { ...buyer.headers, 'if-none-match': String(visitors.headers.etag) },
    });

    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('hbw-page-data');
    expect(theirs.headers.etag).not.toBe(visitors.headers.etag);
  });
});

describe("a buyer's own page rendered on the server", () => {
  /** A buyer who has given a name and the zone they read times in, as the browser gives it at sign-up. */
  async function namedBuyer(firstName: string, timeZone: string | null = 'America/Chicago') {
    const buyer = await newBuyer(app);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/profile/update',
      headers: buyer.headers,
      payload: { first_name: firstName, time_zone: timeZone },
    });
    expect(saved.statusCode).toBe(200);
    return buyer;
  }

  it('renders the dashboard for the buyer who asks, with their data, and lets no cache keep it', async () => {
    const buyer = await namedBuyer('Rosalind');
    const { answer, root, data } = await renderedAt('/dashboard', buyer.headers);

    expect(headingOf(root)).toBe('Welcome back, Rosalind');
    expect(data.queries.queries).toContainEqual(
      expect.objectContaining({
        queryKey: ['profile'],
        state: expect.objectContaining({ data: expect.objectContaining({ email: buyer.email }) }),
      }),
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');
    // Nothing is cached to revalidate, so nothing is tagged and no condition is answered 304.
    expect(answer.headers.etag).toBeUndefined();
    const asked = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { ...buyer.headers, 'if-none-match': '*' },
    });
    expect(asked.statusCode).toBe(200);
  });

  it('renders for a buyer the pages of theirs marked for their buyer, at their aliases too, and no other', async () => {
    const buyer = await namedBuyer('Katherine');
    const theirs = (await sampleAddresses()).filter(
      ({ path, page }) => page.access === 'signed-in' && (path.endsWith(':id') ? page.serverRendered : true),
    );
    for (const { address, page } of theirs) {
      const answer = await app.inject({ method: 'GET', url: address, headers: buyer.headers });
      expect(isRendered(answer.body), address).toBe(page.serverRendered === 'their-buyer');
    }
  });

  it('renders each of the buyers asking at once their own page', async () => {
    // As many as a process renders at once (`pagesForCallers`); beyond, pages go to render in the browser.
    const names = ['Ada', 'Barbara', 'Cleo', 'Dorothea'];
    const buyers = await Promise.all(names.map((name) => namedBuyer(name)));

    const pages = await Promise.all(buyers.map((buyer) => renderedAt('/dashboard', buyer.headers)));

    expect(pages.map(({ root }) => headingOf(root))).toEqual(names.map((name) => `Welcome back, ${name}`));
  });

  it("renders the booking page with the day's times in the buyer's zone", async () => {
    const buyer = await namedBuyer('Grace', 'America/Los_Angeles');
    const { professionalId, programId } = await demoLender(app);
    const date = upcoming();

    const { root, data } = await renderedAt(
      `/app/book-appointment/${professionalId}?program=${programId}&date=${date}`,
      buyer.headers,
    );

    // The demo lender's day starts at 9:00 in New York, 6:00 in Los Angeles.
    expect(root).toContain('6:00 AM');
    expect(root).toContain('9:00 AM Eastern');
    expect(data.queries.queries).toContainEqual(
      expect.objectContaining({ queryKey: expect.arrayContaining(['slots']) }),
    );
  });

  it('leaves to the browser a buyer without a zone, anyone else signed in, and a visitor', async () => {
    const zoneless = await namedBuyer('Hedy', null);
    const lender = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/login',
      payload: { email: (await demoLender(app)).email, password: 'demo-lender-2026' },
    });
    expect(lender.statusCode).toBe(200);

    for (const headers of [zoneless.headers, bearer(lender.json().data.token), {}]) {
      const answer = await app.inject({ method: 'GET', url: '/dashboard', headers });
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.body).not.toContain('hbw-page-data');
    }
  });
});
