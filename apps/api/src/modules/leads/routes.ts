/**
 * Leads: made by a buyer through a professional's widget (public, with the strict ceiling and the
 * bot check of the other public writes), and listed for the professional, signed in or through a
 * key of theirs with `leads:read` (docs/decisions/061-leads-and-the-partner-widget.md).
 */
import { dataEnvelope, leadReceiptSchema, leadSchema, newLeadBody } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { leads } = app;
  const strict = { rateLimit: { max: app.config.rateLimit.strictPerMinute, timeWindow: 60_000 } };

  app.post(
    '/widget/leads',
    {
      config: strict,
      preHandler: app.botCheck('lead'),
      schema: {
        operationId: 'createLead',
        tags: ['widget'],
        summary:
          'A buyer asks to talk to the professional of a widget (201), agreeing to share their details with them alone; 404 when the widget is off',
        body: newLeadBody,
        response: { 201: dataEnvelope(leadReceiptSchema) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await leads.create(request.body) }),
  );

  app.get(
    '/pro/leads',
    {
      onRequest: app.professionalOrKey('leads:read'),
      schema: {
        tags: ['professionals'],
        summary: 'The buyers who asked to talk to you through your widget, newest first (the latest 200)',
        description: 'Also open to an API key of yours with the scope leads:read, sent as the bearer token.',
        response: { 200: dataEnvelope(z.array(leadSchema)) },
      },
    },
    async (request) => ({ data: await leads.list(await app.actingProfessional(request)) }),
  );
};

export default leadRoutes;
