/**
 * The operators' console calls for professionals (`/api/admin/professionals...`): for admins only,
 * checked on every call (401 without a session, 403 for any other role) before any input is read.
 */
import {
  adminProfessionalPage,
  adminProfessionalSchema,
  adminProfessionalsQuery,
  adminProfessionalUpdateBody,
  dataEnvelope,
  idParams,
  professionalInvitationBody,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, consoleSecurity as security, consoleTags as tags } from './console-route.ts';

const adminProfessionalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app;
  const adminsOnly = [app.authenticate, app.authorize('admin')];

  app.get(
    '/admin/professionals',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary:
          'Professionals, active or not, found by name, email or company: programs, calendars connected, calls to come',
        querystring: adminProfessionalsQuery,
        response: { 200: dataEnvelope(adminProfessionalPage) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return { data: await admin.professionals(filter, page) };
    },
  );

  app.post(
    '/admin/professionals/invitations',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary:
          'Invite a professional by email: their account and directory entry, and a mailed link to choose a password (409 when the email has an account)',
        body: professionalInvitationBody,
        response: { 201: dataEnvelope(z.object({ id: z.number().int(), message: z.string() })) },
      },
    },
    async (request, reply) => {
      const invited = await admin.inviteProfessional(actorOf(request), request.body);
      return reply.status(201).send({ data: invited });
    },
  );

  app.patch(
    '/admin/professionals/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary:
          'Change a professional’s names, kind, company or programs, or deactivate them (409 while calls are booked with them, unless `cancel_future_calls` with a `note` to each buyer)',
        params: idParams,
        body: adminProfessionalUpdateBody,
        response: { 200: dataEnvelope(adminProfessionalSchema) },
      },
    },
    async (request) => ({
      data: await admin.updateProfessional(actorOf(request), request.params.id, request.body),
    }),
  );
};

export default adminProfessionalRoutes;
