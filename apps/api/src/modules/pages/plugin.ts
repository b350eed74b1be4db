/**
 * The pages' heads, the site map and the public pages rendered on the server as a service of the app
 * (`app.pages`), used by `plugins/app/web.ts` and `routes.ts`.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import { type DrawnPage, type RenderPage, renderedPages } from './rendering.ts';
import { pagesRepository } from './repository.ts';
import { type PagesService, pagesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pages: PagesService & {
      /** The page at `url` (absolute) as the server renders it for visitors; undefined without the web app's server build. */
      renderedPage(url: string): Promise<DrawnPage | undefined>;
    };
  }
}

/** What the web app's server build (`apps/web/src/server/render-page.tsx`) exports. */
type ServerBuild = {
  pageRenderer(fetchApi: (url: string, init: RequestInit) => Promise<Response>): RenderPage;
};

export default fp<{ serverBuild: string | null }>(
  async (app, { serverBuild }) => {
    let render: RenderPage | undefined;
    if (serverBuild !== null && existsSync(serverBuild)) {
      const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
      // The pages' loaders call the API as the browser would, answered in process by the same routes.
      render = build.pageRenderer(async (url, init) => {
        const answer = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url,
          headers: init.headers as Record<string, string>,
          ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        });
        const body = answer.statusCode === 204 ? null : answer.rawPayload;
        return new Response(body, { status: answer.statusCode, headers: answer.headers as Record<string, string> });
      });
    } else if (serverBuild !== null) {
      app.log.warn(`The web app's server build is missing (no ${serverBuild}); pages are drawn in the browser only.`);
    }
    const rendered = render && renderedPages({ render, changes: app.changes, keep: !app.content.changesWhileRunning });
    app.decorate('pages', {
      ...pagesService({ content: app.content, repository: pagesRepository(app.db) }),
      renderedPage: async (url: string) => rendered?.page(url),
    });
  },
  { name: 'pages', dependencies: ['database', 'content', 'changes'] },
);
