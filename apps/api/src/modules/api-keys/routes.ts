/** A professional's API keys in their portal: list, create (the key shown once), the sites that show its widget, revoke. */
import { apiKeySchema, dataEnvelope, idParams, newApiKeyBody, newApiKeySchema, widgetOriginsBody } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../accounts/index.ts';

const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apiKeys } = app;
  // Keys are managed by the professional in person: a key never makes or revokes keys.
  const professionalsOnly = [app.authenticate, app.authorize('professional')];
  const tags = ['professionals'];

  app.get(
    '/pro/api-keys',
    {
      onRequest: professionalsOnly,
      schema: {
        tags,
        summary: 'Your API keys not revoked, with their scopes and last use (never the keys themselves)',
        response: { 200: dataEnvelope(z.array(apiKeySchema)) },
      },
    },
    async (request) => ({ data: await apiKeys.list(signedIn(request).userId) }),
  );

  app.post(
    '/pro/api-keys',
    {
      onRequest: professionalsOnly,
      schema: {
        tags,
        summary: 'Create an API key (201): the answer holds the whole key, which is never shown again',
        body: newApiKeyBody,
        response: { 201: dataEnvelope(newApiKeySchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await apiKeys.create(signedIn(request).userId, request.body) }),
  );

  app.put(
    '/pro/api-keys/:id/widget-origins',
    {
      onRequest: professionalsOnly,
      schema: {
        tags,
        summary: "Set the sites whose pages may show the key's widget (none turns the widget off)",
        params: idParams,
        body: widgetOriginsBody,
        example: { body: { origins: ['https://lender.example'] } },
        response: { 200: dataEnvelope(apiKeySchema) },
      },
    },
    async (request) => ({
      data: await apiKeys.setWidgetOrigins(signedIn(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/pro/api-keys/:id',
    {
      onRequest: professionalsOnly,
      schema: {
        tags,
        summary: 'Revoke an API key (204): the next call made with it is refused',
        params: idParams,
      },
    },
    async (request, reply) => {
      await apiKeys.revoke(signedIn(request).userId, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default apiKeyRoutes;
