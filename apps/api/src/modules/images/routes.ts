/**
 * Our stored images, from the database's uploads table (decision 049): each at its own address as
 * it was stored (`/api/uploads/<id>.webp`, the address the profile gives), and the image endpoint
 * of docs/product.md section 14 (`url`, `width`, `quality` default 100, WebP), which resizes one of
 * them for the breakpoint widths at densities 1 and 2. Neither ever fetches anything else.
 */
import { imageQuery } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { clientHolds } from '../../lib/entity-tags.ts';
import { notFound } from '../../lib/http-error.ts';
import { photoStore } from '../accounts/index.ts';

// A stored image never changes: a new image gets a new id, so its address may be cached for good.
const FOREVER = 'public, max-age=31536000, immutable';
const NO_SUCH_IMAGE = 'There is no such image.';

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const photos = photoStore(app.db);

  app.get(
    '/uploads/:name',
    {
      config: { rateLimit: false },
      compress: false,
      schema: {
        tags: ['images'],
        summary: 'A stored upload (a profile photo) as it was stored, at the address the profile gives',
        description:
          'Cached for good (the id is new for every upload); answers 304 to an `If-None-Match` naming its `ETag`.',
        params: z.object({ name: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const upload = await photos.read(`/api/uploads/${request.params.name}`);
      if (!upload) throw notFound(NO_SUCH_IMAGE);
      reply.header('cache-control', FOREVER).header('etag', upload.entityTag);
      if (clientHolds(request.headers['if-none-match'], upload.entityTag)) return reply.code(304).send();
      return reply.type(upload.contentType).send(upload.bytes);
    },
  );

  app.get(
    '/image',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['images'],
        summary: 'One of our stored images, resized to a breakpoint width, as WebP',
        querystring: imageQuery,
      },
    },
    async (request, reply) => {
      const { url, width, quality } = request.query;
      const upload = await photos.read(url);
      if (!upload) throw notFound(NO_SUCH_IMAGE);
      const image = await sharp(upload.bytes)
        .resize(width ? { width, withoutEnlargement: true } : undefined)
        .webp({ quality })
        .toBuffer();
      return reply.type('image/webp').header('cache-control', FOREVER).send(image);
    },
  );
};

export default imageRoutes;
