/** Site search as a service of the app (`app.siteSearch`: `app.search` is Fastify's SEARCH method), used by `routes.ts`. */
import fp from 'fastify-plugin';
import { type SearchService, searchService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    siteSearch: SearchService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'siteSearch',
      searchService({ content: app.content, programs: () => app.programs.searchable(), changes: app.changes }),
    );
  },
  { name: 'search', dependencies: ['content', 'changes', 'programs'] },
);
