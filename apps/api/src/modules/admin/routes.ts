/**
 * The operators' console calls (`/api/admin/...`): for admins only, checked on every call (401
 * without a session, 403 for any other role) before any input is read.
 */

import type { Readable } from 'node:stream';
import {
  adminBookingsQuery,
  adminExpertRequestPage,
  adminExpertRequestSchema,
  adminExpertRequestsQuery,
  adminExpertRequestUpdateBody,
  adminProgramPage,
  adminProgramsQuery,
  adminSubscriberPage,
  adminSubscribersQuery,
  adminUserPage,
  adminUserSchema,
  adminUsersQuery,
  adminUserUpdateBody,
  appointmentPage,
  auditEventPage,
  auditQuery,
  dataEnvelope,
  idParams,
  messageAnswer,
} from '@hbw/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, consoleSecurity, consoleTags } from './console-route.ts';

/** Sends a CSV export as a download, streamed as it is read. */
function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(csv);
}

const csvNote = 'With `format=csv`, every matching row as a CSV download (text/csv) instead of a page of JSON.';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app;
  const security = consoleSecurity;
  const tags = consoleTags;
  const adminsOnly = [app.authenticate, app.authorize('admin')];

  app.get(
    '/admin/expert-requests',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Buyers’ requests for an expert, the newest first',
        querystring: adminExpertRequestsQuery,
        response: { 200: dataEnvelope(adminExpertRequestPage) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return { data: await admin.expertRequests(filter, page) };
    },
  );

  app.patch(
    '/admin/expert-requests/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Set where the operators are with an expert request (new, contacted, closed) and their note',
        params: idParams,
        body: adminExpertRequestUpdateBody,
        response: { 200: dataEnvelope(adminExpertRequestSchema) },
      },
    },
    async (request) => ({
      data: await admin.updateExpertRequest(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/admin/bookings',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Every booked call, filtered by program, professional, status and New York dates',
        description: csvNote,
        querystring: adminBookingsQuery,
        response: { 200: dataEnvelope(appointmentPage) },
      },
    },
    async (request, reply) => {
      const { page, format, ...filter } = request.query;
      if (format === 'csv') return sendCsv(reply, 'bookings', admin.bookingsCsv(filter));
      return { data: await admin.bookings(filter, page) };
    },
  );

  app.get(
    '/admin/subscribers',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Newsletter subscribers, unsubscribed ones included',
        description: csvNote,
        querystring: adminSubscribersQuery,
        response: { 200: dataEnvelope(adminSubscriberPage) },
      },
    },
    async (request, reply) => {
      const { page, format, ...filter } = request.query;
      if (format === 'csv') return sendCsv(reply, 'subscribers', admin.subscribersCsv(filter));
      return { data: await admin.subscribers(filter, page) };
    },
  );

  app.get(
    '/admin/users',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Accounts found by email or name, role and lock, the newest first',
        querystring: adminUsersQuery,
        response: { 200: dataEnvelope(adminUserPage) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return { data: await admin.users(filter, page) };
    },
  );

  app.patch(
    '/admin/users/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Change an account’s role, or lock it (its sessions end, it cannot sign in) and unlock it',
        params: idParams,
        body: adminUserUpdateBody,
        response: { 200: dataEnvelope(adminUserSchema) },
      },
    },
    async (request) => ({ data: await admin.updateUser(actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/admin/users/:id/reset-link',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Mail the account’s owner a link to choose a new password',
        params: idParams,
        response: { 200: dataEnvelope(messageAnswer) },
      },
    },
    async (request) => ({ data: await admin.sendResetLink(actorOf(request), request.params.id) }),
  );

  app.get(
    '/admin/programs',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary:
          'The program catalogue, searched and filtered, with the programs not reviewed for a given number of days or whose sources are weak or old',
        querystring: adminProgramsQuery,
        response: { 200: dataEnvelope(adminProgramPage) },
      },
    },
    async (request) => ({ data: await admin.programs(request.query) }),
  );

  app.get(
    '/admin/audit',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'What admins changed, the latest first',
        querystring: auditQuery,
        response: { 200: dataEnvelope(auditEventPage) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return { data: await admin.audit(filter, page) };
    },
  );
};

export default adminRoutes;
