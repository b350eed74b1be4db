/**
 * Serves the built web app. Hashed assets are cached for a year; everything else is revalidated: a
 * file by the validators `@fastify/static` gives it, a page by an entity tag of the bytes sent (none
 * on a page rendered for its caller alone, which no cache holds), answered 304 when the browser holds them.
 * Files come as the build compressed them (`name.br`, `name.gz` beside each text file) to a client
 * that accepts brotli or gzip. The page carries the head of its address (title, description,
 * canonical address, Open Graph: `modules/pages`), so that crawlers and link previews, which run no
 * script, see them; each such page is compressed once, the first time it is asked for.
 * A public page a visit starts on (`serverRendered: 'visitors'` in the table of pages) goes to a visitor rendered by the server, with its
 * data (decision 031); a signed-in caller, whose page is nobody else's, gets it to render in the
 * browser, except the buyer's own pages where a visit starts (`serverRendered: 'their-buyer'`), rendered for
 * the buyer alone and never cached (decision 033).
 * An address outside the API answers with the app's page: 200 when the route table knows it and
 * the thing it names exists (a program, a professional, a post or help page, a call of the caller's),
 * a redirect for an old address, 404 otherwise (the app then shows its error page).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchRoute, type RouteMatch } from '@hbw/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { chooseCoding, type EncodedCopies, encodedCopies } from '../../lib/content-coding.ts';
import { clientHolds, entityTag } from '../../lib/entity-tags.ts';
import {
  type PageAssets,
  type PageHead,
  pageWithHead,
  withAssets,
  withCodeAfterFirstPaint,
  withRenderedPage,
} from '../../modules/pages/head.ts';
import type { PageRender } from '../../modules/pages/rendering.ts';
import { notFoundHead } from '../../modules/pages/service.ts';

type PageMatch = Extract<RouteMatch, { kind: 'page' }>;

export const defaultWebRoot = path.resolve(import.meta.dirname, '../../../../web/dist');

/** The web app's server build, beside its browser build (`apps/web/vite.config.ts`). */
export const serverBuildOf = (webRoot: string) => path.join(path.dirname(webRoot), 'dist-server', 'render-page.js');

/** The files each page's screen and layout load (`page-assets.json`), none without a build. */
function pageAssetsIn(webRoot: string) {
  // Written by the build (apps/web/vite.config.ts): the files each screen and lazy layout loads.
  const assetsFile = path.join(webRoot, 'page-assets.json');
  const assets: { screens: Record<string, PageAssets>; layouts: Record<string, PageAssets> } = existsSync(assetsFile)
    ? JSON.parse(readFileSync(assetsFile, 'utf8'))
    : { screens: {}, layouts: {} };
  return (page: PageMatch | undefined): PageAssets => {
    const parts = page ? [assets.layouts[page.layout], assets.screens[page.route.path]] : [];
    const union = (kind: keyof PageAssets) => [...new Set(parts.flatMap((part) => part?.[kind] ?? []))];
    return { scripts: union('scripts'), styles: union('styles') };
  };
}

type AssetsOf = ReturnType<typeof pageAssetsIn>;

/**
 * Each page as it goes out, compressed once: a cached render's copies as long as the render, another
 * page's as long as it is among the last pages sent; and the entity tag of each copy.
 */
function sentPages(app: FastifyInstance, assetsOf: AssetsOf) {
  /** Each page as sent, with its compressed copies. Pages are as many as the site's content, not its addresses. */
  const sentCopies = new Map<string, EncodedCopies>();
  const MAX_SENT_PAGES = 1000;
  /** The copies of each cached render (`modules/pages/rendering.ts`), gone with it. */
  const cachedRenders = new WeakMap<PageRender['page'], EncodedCopies>();
  /** The entity tag of each copy sent, worked out once for a copy cached and sent again, gone with it. */
  const tags = new WeakMap<Buffer, string>();
  const tagOf = (bytes: Buffer) => {
    let tag = tags.get(bytes);
    if (tag === undefined) {
      tag = entityTag(bytes);
      tags.set(bytes, tag);
    }
    return tag;
  };
  const htmlFor = (
    head: PageHead | undefined,
    match: PageMatch | undefined,
    template: string,
    rendered: PageRender | undefined,
  ) => {
    const page = head ? pageWithHead(template, head, app.config.publicUrl) : template;
    if (rendered) {
      const html = withCodeAfterFirstPaint(
        withAssets(withRenderedPage(page, rendered.page), assetsOf(match), { stylesApplied: true }),
      );
      if (!rendered.cached) return encodedCopies(Buffer.from(html), 'quick');
      // A cached render is the same object for every visitor until it is dropped, and so are its copies.
      let copies = cachedRenders.get(rendered.page);
      if (copies === undefined) {
        copies = encodedCopies(Buffer.from(html));
        cachedRenders.set(rendered.page, copies);
      }
      return copies;
    }
    const html = withAssets(page, assetsOf(match));
    let copies = sentCopies.get(html);
    if (copies === undefined) {
      if (sentCopies.size >= MAX_SENT_PAGES) sentCopies.clear();
      copies = encodedCopies(Buffer.from(html));
      sentCopies.set(html, copies);
    }
    return copies;
  };
  return { htmlFor, tagOf };
}

/** What an address is (`modules/pages`), and the page the server renders for it and its caller. */
function pagesOfAddresses(app: FastifyInstance) {
  /** What the address is (`modules/pages`); a failure to find out leaves the page as built, with 200. */
  const pageAt = async (pathname: string, request: FastifyRequest) => {
    const caller = async () => (await app.identify(request))?.userId ?? null;
    return app.pages.pageFor(pathname, caller).catch((error: unknown) => {
      app.log.warn({ err: error }, 'The head of the page could not be found; the page goes out with the default one.');
      return { head: undefined, found: true };
    });
  };
  /**
   * The page rendered by the server: a visitor's, or a buyer's own page for that buyer; undefined for
   * any other page or caller, for a draft's preview (the editor's token is theirs), and where the
   * renderer renders nothing or fails.
   */
  const renderedFor = async ({ route }: PageMatch, url: URL, request: FastifyRequest) => {
    const forTheirBuyer = route.serverRendered === 'their-buyer';
    const forVisitors = route.serverRendered === 'visitors' && !url.searchParams.has('preview');
    if (!forVisitors && !forTheirBuyer) return undefined;
    const address = new URL(url.pathname + url.search, app.config.publicUrl).href;
    try {
      const caller = await app.identify(request);
      if (caller === null) return forVisitors ? await app.pages.renderedPage(address) : undefined;
      // A professional or console staff are sent home by the page's guard, in the browser as before.
      if (caller.role !== 'buyer' || !forTheirBuyer) return undefined;
      // A buyer reads times in their profile's zone, or else in their browser's, which the server
      // does not know: without a zone in the profile, the browser renders the page.
      if (!caller.user.timeZone) return undefined;
      return await app.pages.pageForCaller(address, request);
    } catch (error) {
      app.log.warn(
        { err: error },
        'The page could not be rendered on the server; it goes out to be rendered in the browser.',
      );
      return undefined;
    }
  };
  return { pageAt, renderedFor };
}

export default fp<{ webRoot: string }>(
  async (app, { webRoot }) => {
    const indexFile = path.join(webRoot, 'index.html');
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    const { htmlFor, tagOf } = sentPages(app, pageAssetsIn(webRoot));
    const { pageAt, renderedFor } = pagesOfAddresses(app);
    if (indexHtml === undefined) {
      app.log.warn(`The web app is not built (no ${indexFile}); run npm run build. The API works without it.`);
    } else {
      await app.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const hashed = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = new URL(request.url, 'http://localhost');
      const { pathname, search } = url;
      const match = matchRoute(pathname);
      if (request.method === 'POST' && match?.kind === 'page') {
        // A form of a server-rendered page, sent before the app had hydrated the page (its code
        // comes after the first paint, decision 032): back to the page, its fields read by no one.
        return reply.redirect(pathname + search, 303);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send({ message: 'There is nothing at this address.' });
      }
      if (match?.kind === 'redirect') return reply.redirect(match.to + search, 301);
      const pageMatch = match?.kind === 'page' ? match : undefined;
      const page = pageMatch ? await pageAt(pathname, request) : undefined;
      const found = page?.found ?? false;
      if (indexHtml === undefined) {
        return reply
          .code(found ? 503 : 404)
          .type('text/plain')
          .send(found ? 'The web app is not built yet. Run npm run build, then reload this page.' : 'Page not found');
      }
      reply
        .code(found ? 200 : 404)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (!found) {
        // The app's error page, with a head that says so; not cached, as its title names the address.
        return reply.send(pageWithHead(indexHtml, page?.head ?? notFoundHead(pathname), app.config.publicUrl));
      }
      const rendered = pageMatch ? await renderedFor(pageMatch, url, request) : undefined;
      const copies = htmlFor(page?.head, pageMatch, indexHtml, rendered);
      const coding = chooseCoding(request.headers['accept-encoding']);
      const copy = coding && copies[coding];
      const bytes = copy ?? copies.identity;
      // A page rendered for its caller holds their data: cached nowhere, the browser included, so
      // there is nothing to revalidate and no tag to give.
      if (rendered && request.account !== null) reply.header('cache-control', 'private, no-store');
      else {
        // The tag names the bytes sent: a browser revalidating what it holds hears 304 only when it
        // holds exactly these, whoever asks and however the page came to be.
        const tag = tagOf(bytes);
        reply.header('etag', tag);
        if (clientHolds(request.headers['if-none-match'], tag)) return reply.code(304).send();
      }
      if (copy !== undefined) reply.header('content-encoding', coding);
      return reply.send(bytes);
    });
  },
  { name: 'web', dependencies: ['config', 'pages'] },
);
