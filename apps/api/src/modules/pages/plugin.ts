/**
 * The pages' heads, the site map and the pages rendered on the server as a service of the app
 * (`app.pages`), used by `plugins/app/web.ts` and `routes.ts`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type PageRender, pagesForCallers, type RenderPage, renderedPages } from './rendering.ts';
import { pagesRepository } from './repository.ts';
import { type PagesService, pagesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pages: PagesService & {
      /** The page at `url` (absolute) as the server renders it for visitors; undefined without the web app's server build. */
      renderedPage(url: string): Promise<PageRender | undefined>;
      /**
       * The page at `url` (absolute) rendered for the signed-in caller of `request`, whose session its
       * calls carry: for them alone, never cached. Undefined without the server build.
       */
      pageForCaller(url: string, request: FastifyRequest): Promise<PageRender | undefined>;
    };
  }
}

/** What the web app's server build (`apps/web/src/server/render-page.tsx`) exports. */
type ServerBuild = {
  pageRenderer(fetchApi: (url: string, init: RequestInit) => Promise<Response>): RenderPage;
};

/** Who a page's calls are made as: the caller's session and address, as their browser would send them. */
type Caller = { headers: Record<string, string>; address: string };

export default fp<{ serverBuild: string | null }>(
  async (app, { serverBuild }) => {
    // The caller whose page is being rendered, for the calls of that render alone: renders run at once,
    // and each call finds its own render's caller here, or none in a visitor's render.
    const callerOfRender = new AsyncLocalStorage<Caller>();
    const loadRenderer = async (): Promise<RenderPage | undefined> => {
      if (serverBuild === null) return undefined;
      if (!existsSync(serverBuild)) {
        app.log.warn(
          `The web app's server build is missing (no ${serverBuild}); pages are rendered in the browser only.`,
        );
        return undefined;
      }
      const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
      // The pages' loaders call the API as the browser would, answered in process by the same routes,
      // with the same session and counted against the same address as the caller's own calls.
      return build.pageRenderer(async (url, init) => {
        const caller = callerOfRender.getStore();
        const answer = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url,
          headers: { ...(init.headers as Record<string, string>), ...caller?.headers },
          ...(caller ? { remoteAddress: caller.address } : {}),
          ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        });
        const body = answer.statusCode === 204 ? null : answer.rawPayload;
        return new Response(body, { status: answer.statusCode, headers: answer.headers as Record<string, string> });
      });
    };
    const render = await loadRenderer();
    const rendered = render && renderedPages({ render, changes: app.changes, cache: !app.content.changesWhileRunning });
    const forCallers =
      render &&
      pagesForCallers({
        render: (url, caller: Caller) => callerOfRender.run(caller, () => render(url, 'caller')),
      });
    app.decorate('pages', {
      ...pagesService({ content: app.content, repository: pagesRepository(app.db) }),
      renderedPage: async (url: string) => rendered?.page(url),
      pageForCaller: async (url: string, request: FastifyRequest) => {
        const { cookie, authorization } = request.headers;
        const headers = { ...(cookie ? { cookie } : {}), ...(authorization ? { authorization } : {}) };
        return forCallers?.page(url, { headers, address: request.ip });
      },
    });
  },
  { name: 'pages', dependencies: ['database', 'content', 'changes'] },
);
