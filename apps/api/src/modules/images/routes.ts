/**
 * The image endpoint of docs/product.md section 14 (`url`, `width`, `quality` default 100, WebP): resizes our
 * own stored photos for the breakpoint widths at densities 1 and 2. It never fetches anything else.
 */
import { readFile } from 'node:fs/promises';
import { imageQuery } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { notFound } from '../../lib/http-error.ts';
import { PHOTO_PATH_PATTERN, photoStore } from '../accounts/index.ts';

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const photos = photoStore(app.config.uploadsDir);

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
      if (!PHOTO_PATH_PATTERN.test(url)) throw notFound('There is no such image.');
      const original = await readFile(photos.resolve(url)).catch(() => {
        throw notFound('There is no such image.');
      });
      const image = await sharp(original)
        .resize(width ? { width, withoutEnlargement: true } : undefined)
        .webp({ quality })
        .toBuffer();
      // A stored photo never changes: a new photo gets a new name.
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
    },
  );
};

export default imageRoutes;
