/**
 * The blog and docs as a service of the app (`app.content`): the content calls query it, and the
 * pages' heads and the site map read their titles and descriptions from it.
 */
import fp from 'fastify-plugin';
import { type ContentStore, contentStore, defaultContentDir } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentStore;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'content',
      await contentStore(app.config.contentDir ?? defaultContentDir, { rereadEachTime: !app.config.production }),
    );
  },
  { name: 'content', dependencies: ['config'] },
);
