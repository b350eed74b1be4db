/** `/robots.txt` and `/sitemap.xml`, for search engines: at the site's root, outside the API. */
import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, sitemapXml } from './head.ts';

const pagesRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  const robots = robotsTxt(publicUrl);
  // Search engines fetch these now and then; an hour's caching spares the catalogue's query.
  const cached = 'public, max-age=3600';

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', cached).type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', cached)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(await app.pages.sitemap(), publicUrl)),
  );
};

export default pagesRoutes;
