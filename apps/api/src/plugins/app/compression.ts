/**
 * Compresses answers on the fly for clients that accept brotli or gzip (`@fastify/compress`): JSON,
 * calendar files, CSV, any text. The web app's files are compressed once at build and served as they
 * are (`web.ts`), and the cached slot lists keep compressed copies of their own (`lib/cached-answers.ts`).
 *
 * The plugin binds its hooks to each route as the route is added, so a route that opts out with
 * `compress: false` pays nothing per request: the routes that always answer a few bytes (the health
 * check) or send cached bytes (the slot list, the booked starts) do, as the throughput budgets ask
 * (decisions 005, 013, 015).
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { COMPRESS_THRESHOLD, QUICK_LEVELS } from '../../lib/content-coding.ts';

export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      // Requests are never compressed by our clients; no hook for them.
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: QUICK_LEVELS.brotli } },
      zlibOptions: { level: QUICK_LEVELS.gzip },
    });
  },
  { name: 'compression' },
);
