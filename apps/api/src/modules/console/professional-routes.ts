/**
 * The console's calls for professionals (`/api/admin/professionals...`): for console staff only,
 * checked on every call (401 without a session, 403 for any other role) before any input is read.
 */
import {
  apiErrorSchema,
  consoleProfessionalPage,
  consoleProfessionalSchema,
  consoleProfessionalsQuery,
  consoleProfessionalUpdateBody,
  dataEnvelope,
  idParams,
  professionalInvitationBody,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, consoleTags as tags } from './console-route.ts';

const consoleProfessionalRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = [app.authenticate, app.authorize('admin')];

  app.get(
    '/admin/professionals',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary:
          'Professionals, active or not, found by name, email or company: programs, calendars connected, calls to come',
        querystring: consoleProfessionalsQuery,
        response: { 200: dataEnvelope(consoleProfessionalPage) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return { data: await app.console.professionals(filter, page) };
    },
  );

  app.post(
    '/admin/professionals/invitations',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary:
          'Invite a professional by email: their account and directory entry, and a mailed link to choose a password (409 when the email has an account)',
        body: professionalInvitationBody,
        response: { 201: dataEnvelope(z.object({ id: z.number().int(), message: z.string() })), 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const invited = await app.console.inviteProfessional(actorOf(request), request.body);
      return reply.status(201).send({ data: invited });
    },
  );

  app.patch(
    '/admin/professionals/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary:
          'Change a professional’s names, kind, company or programs, or deactivate them (409 while calls are booked with them, unless `cancel_future_calls` with a `note` to each buyer)',
        params: idParams,
        body: consoleProfessionalUpdateBody,
        response: { 200: dataEnvelope(consoleProfessionalSchema), 409: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await app.console.updateProfessional(actorOf(request), request.params.id, request.body),
    }),
  );
};

export default consoleProfessionalRoutes;
