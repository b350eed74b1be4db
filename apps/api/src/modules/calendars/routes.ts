/** The calendars connected to an account: their state, and disconnecting one. */
import { calendarConnectionsSchema, dataEnvelope } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../accounts/index.ts';
import { providerNames } from '../identity/index.ts';

const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendars'];

  app.get(
    '/appointment/get-refresh-token',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getCalendarAccess',
        tags,
        summary: 'Which calendars are connected, and until when the current access lasts (never a token)',
        response: { 200: dataEnvelope(calendarConnectionsSchema) },
      },
    },
    async (request) => ({ data: await app.calendars.status(signedIn(request).userId) }),
  );

  app.delete(
    '/calendars/:provider',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Disconnect a calendar: its tokens are deleted',
        params: z.object({ provider: z.enum(providerNames) }),
        response: { 200: dataEnvelope(calendarConnectionsSchema) },
      },
    },
    async (request) => {
      const { userId } = signedIn(request);
      await app.calendarConnections.remove(userId, request.params.provider);
      return { data: await app.calendars.status(userId) };
    },
  );

  app.get(
    '/calendars',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Your connected calendars',
        response: { 200: dataEnvelope(calendarConnectionsSchema) },
      },
    },
    async (request) => ({
      data: await app.calendars.status(signedIn(request).userId),
    }),
  );
};

export default calendarRoutes;
