/**
 * What every answer carries and what every request must show (SECURITY.md 8 and 22): strict headers,
 * no caching of API answers, CORS closed unless origins are configured, and no state change asked
 * for by another site.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app) => {
    const { config } = app;
    const trustedOrigins = new Set([config.publicUrl, ...config.corsOrigins]);

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine sets its theme variables in a style element and positions overlays inline.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });

    await app.register(cors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      credentials: true,
    });

    /** The browser's own origin for this request, as the Host header names it. */
    const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      if (SAFE_METHODS.has(request.method)) return;
      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const originTrusted = origin === undefined || trustedOrigins.has(origin) || origin === ownOrigin(request);
      const siteTrusted = fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
      if (!originTrusted || (!siteTrusted && !(origin && trustedOrigins.has(origin)))) {
        throw new HttpError(403, 'This request came from another site and was refused.');
      }
    });
  },
  { name: 'security', dependencies: ['config'] },
);
