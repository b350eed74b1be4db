/**
 * A professional's webhook endpoints: registered (the secret shown once), listed, removed, their
 * secret rotated, turned back on, and their deliveries listed and sent again by hand; open to the
 * professional signed in and to a key of theirs with `webhooks:manage` (decision 054).
 */
import {
  dataEnvelope,
  idParams,
  newWebhookEndpointBody,
  webhookDeliveryParams,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../accounts/index.ts';

const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webhooks } = app;
  const onRequest = app.professionalOrKey('webhooks:manage');
  const description = 'Also open to an API key of yours with the scope webhooks:manage, sent as the bearer token.';
  const tags = ['professionals'];

  app.get(
    '/pro/webhooks',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Your webhook endpoints, with the events each receives (never their secrets)',
        description,
        response: { 200: dataEnvelope(z.array(webhookEndpointSchema)) },
      },
    },
    async (request) => ({ data: await webhooks.list(await app.actingProfessional(request)) }),
  );

  app.post(
    '/pro/webhooks',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Register a webhook endpoint (201): the answer holds its signing secret, which is never shown again',
        description,
        body: newWebhookEndpointBody,
        example: {
          body: { url: 'https://crm.example.com/hooks/homebuyer', events: ['call.booked', 'call.cancelled'] },
        },
        response: { 201: dataEnvelope(webhookEndpointWithSecretSchema) },
      },
    },
    async (request, reply) => {
      const professionalId = await app.actingProfessional(request);
      const createdBy = request.apiKey ? null : signedIn(request).userId;
      return reply.code(201).send({ data: await webhooks.create(professionalId, createdBy, request.body) });
    },
  );

  app.delete(
    '/pro/webhooks/:id',
    {
      onRequest,
      schema: { tags, summary: 'Remove a webhook endpoint (204), with its deliveries', description, params: idParams },
    },
    async (request, reply) => {
      await webhooks.remove(await app.actingProfessional(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/pro/webhooks/:id/secret',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Rotate an endpoint’s signing secret (201): the new one is shown once; the old one signs too for 24 hours',
        description,
        params: idParams,
        response: { 201: dataEnvelope(webhookEndpointWithSecretSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await webhooks.rotate(await app.actingProfessional(request), request.params.id) }),
  );

  app.post(
    '/pro/webhooks/:id/enable',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Turn an endpoint that was turned off back on',
        description,
        params: idParams,
        response: { 200: dataEnvelope(webhookEndpointSchema) },
      },
    },
    async (request) => ({ data: await webhooks.enable(await app.actingProfessional(request), request.params.id) }),
  );

  app.get(
    '/pro/webhooks/:id/deliveries',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The latest 50 deliveries to an endpoint: status, attempts, last answer, next attempt',
        description,
        params: idParams,
        response: { 200: dataEnvelope(z.array(webhookDeliverySchema)) },
      },
    },
    async (request) => ({
      data: await webhooks.deliveries(await app.actingProfessional(request), request.params.id),
    }),
  );

  app.post(
    '/pro/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Send a delivery again (202), with the same webhook-id and body and a new day of attempts',
        description,
        params: webhookDeliveryParams,
        response: { 202: dataEnvelope(webhookDeliverySchema) },
      },
    },
    async (request, reply) =>
      reply.code(202).send({
        data: await webhooks.redeliver(
          await app.actingProfessional(request),
          request.params.id,
          request.params.deliveryId,
        ),
      }),
  );
};

export default webhookRoutes;
