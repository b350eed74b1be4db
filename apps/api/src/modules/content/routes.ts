/**
 * `GET /api/content/{collection}`: the blog and docs, queried with the parameters of docs/product.md section 14.
 * Drafts show only with the preview token (CONTENT_PREVIEW_TOKEN), compared in constant time.
 */
import { timingSafeEqual } from 'node:crypto';
import { contentCollections, contentQuerySchema, dataEnvelope } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryContent } from './query.ts';

function isPreviewToken(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content: store } = app;

  app.get(
    '/content/:collection',
    {
      schema: {
        tags: ['content'],
        summary: 'Blog posts or docs pages: where, sort, only, without, limit, skip, first, count, surround, locale',
        params: z.object({ collection: z.enum(contentCollections, { error: 'must be blog or docs' }) }),
        querystring: contentQuerySchema,
        response: { 200: dataEnvelope(z.unknown()) },
      },
    },
    async (request) => {
      const documents = await store.documents(request.params.collection);
      const preview = isPreviewToken(request.query.preview, app.config.contentPreviewToken);
      return { data: queryContent(documents, request.query, { preview }) };
    },
  );
};

export default contentRoutes;
