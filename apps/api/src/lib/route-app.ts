/** The app as a route plugin registers its routes on it: each route's schemas type its input and its answer. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
