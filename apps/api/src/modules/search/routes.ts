/**
 * `GET /api/search.json?q=&limit=&kind=`: the site's search, read by the header's search box, the
 * marketplace and the error page. Without words it answers the default of docs/product.md section 14, `[]`.
 */
import { dataEnvelope, searchHitSchema, searchQuerySchema } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedAnswers } from '../../lib/cached-answers.ts';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // The index keeps each answer's list, so its bytes (and compressed copies) are cached with it.
  const sendHits = cachedAnswers();

  app.get(
    '/search.json',
    {
      compress: false,
      schema: {
        operationId: 'searchSite',
        tags: ['search'],
        summary: 'Programs, blog posts, help pages and public pages for the words of q, best first',
        querystring: searchQuerySchema,
        response: { 200: dataEnvelope(z.array(searchHitSchema)) },
      },
    },
    (request, reply) => {
      const { q = '', limit, kind } = request.query;
      const hits = app.siteSearch.search(q, kind ? { limit, kind } : { limit });
      // A search of a current index is answered without a promise (the service's way too).
      if (!(hits instanceof Promise)) {
        sendHits(reply, hits);
        return;
      }
      return hits.then((list) => {
        sendHits(reply, list);
      });
    },
  );
};

export default searchRoutes;
