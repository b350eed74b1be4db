/** The pages' heads and the site map as a service of the app (`app.pages`), used by `plugins/app/web.ts` and `routes.ts`. */
import fp from 'fastify-plugin';
import { pagesRepository } from './repository.ts';
import { type PagesService, pagesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pages: PagesService;
  }
}

export default fp(
  async (app) => {
    app.decorate('pages', pagesService({ content: app.content, repository: pagesRepository(app.db) }));
  },
  { name: 'pages', dependencies: ['database', 'content'] },
);
