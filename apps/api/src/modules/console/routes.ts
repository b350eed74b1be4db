/**
 * The console's calls (`/api/admin/...`): for console staff only, checked on every call (401
 * without a session, 403 for any other role) before any input is read.
 */

import type { Readable } from 'node:stream';
import {
  appointmentPage,
  auditEventPage,
  auditQuery,
  consoleBookingsQuery,
  consoleExpertRequestPage,
  consoleExpertRequestSchema,
  consoleExpertRequestsQuery,
  consoleExpertRequestUpdateBody,
  consoleProgramPage,
  consoleProgramsQuery,
  consoleSubscriberPage,
  consoleSubscribersQuery,
  consoleUserPage,
  consoleUserSchema,
  consoleUsersQuery,
  consoleUserUpdateBody,
  dataEnvelope,
  idParams,
  messageAnswer,
} from '@hbw/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app.ts';
import { actorOf, consoleTags } from './console-route.ts';

/** Sends a CSV export as a download, streamed as it is read. */
function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(csv);
}

const csvNote = 'With `format=csv`, every matching row as a CSV download (text/csv) instead of a page of JSON.';
const tags = consoleTags;
/** Console staff only, checked before any input is read. */
const staffOnlyOn = (app: RouteApp) => [app.authenticate, app.authorize('admin')];

/** Buyers' requests for an expert, and where the staff are with each. */
function expertRequestRoutes(app: RouteApp) {
  const staffOnly = staffOnlyOn(app);

  app.get(
    '/admin/expert-requests',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Buyers’ requests for an expert, the newest first',
        querystring: consoleExpertRequestsQuery,
        response: { 200: dataEnvelope(consoleExpertRequestPage) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return { data: await app.console.expertRequests(filter, page) };
    },
  );

  app.patch(
    '/admin/expert-requests/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Set where the operators are with an expert request (new, contacted, closed) and their note',
        params: idParams,
        body: consoleExpertRequestUpdateBody,
        response: { 200: dataEnvelope(consoleExpertRequestSchema) },
      },
    },
    async (request) => ({
      data: await app.console.updateExpertRequest(actorOf(request), request.params.id, request.body),
    }),
  );
}

/** The bookings and the newsletter's subscribers, as pages or CSV downloads. */
function exportRoutes(app: RouteApp) {
  const staffOnly = staffOnlyOn(app);

  app.get(
    '/admin/bookings',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Every booked call, filtered by program, professional, status and New York dates',
        description: csvNote,
        querystring: consoleBookingsQuery,
        response: { 200: dataEnvelope(appointmentPage) },
      },
    },
    async (request, reply) => {
      const { page, format, ...filter } = request.query;
      if (format === 'csv') return sendCsv(reply, 'bookings', app.console.bookingsCsv(filter));
      return { data: await app.console.bookings(filter, page) };
    },
  );

  app.get(
    '/admin/subscribers',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Newsletter subscribers, unsubscribed ones included',
        description: csvNote,
        querystring: consoleSubscribersQuery,
        response: { 200: dataEnvelope(consoleSubscriberPage) },
      },
    },
    async (request, reply) => {
      const { page, format, ...filter } = request.query;
      if (format === 'csv') return sendCsv(reply, 'subscribers', app.console.subscribersCsv(filter));
      return { data: await app.console.subscribers(filter, page) };
    },
  );
}

/** Accounts: found, their role changed, locked, mailed a reset link. */
function userRoutes(app: RouteApp) {
  const staffOnly = staffOnlyOn(app);

  app.get(
    '/admin/users',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Accounts found by email or name, role and lock, the newest first',
        querystring: consoleUsersQuery,
        response: { 200: dataEnvelope(consoleUserPage) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return { data: await app.console.users(filter, page) };
    },
  );

  app.patch(
    '/admin/users/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Change an account’s role, or lock it (its sessions end, it cannot sign in) and unlock it',
        params: idParams,
        body: consoleUserUpdateBody,
        response: { 200: dataEnvelope(consoleUserSchema) },
      },
    },
    async (request) => ({ data: await app.console.updateUser(actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/admin/users/:id/reset-link',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Mail the account’s owner a link to choose a new password',
        params: idParams,
        response: { 200: dataEnvelope(messageAnswer) },
      },
    },
    async (request) => ({ data: await app.console.sendResetLink(actorOf(request), request.params.id) }),
  );
}

/** The program catalogue as the staff review it, and the audit log of what they changed. */
function catalogueAndAuditRoutes(app: RouteApp) {
  const staffOnly = staffOnlyOn(app);

  app.get(
    '/admin/programs',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary:
          'The program catalogue, searched and filtered, with the programs not reviewed for a given number of days or whose sources are weak or old',
        querystring: consoleProgramsQuery,
        response: { 200: dataEnvelope(consoleProgramPage) },
      },
    },
    async (request) => ({ data: await app.console.programs(request.query) }),
  );

  app.get(
    '/admin/audit',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'What admins changed, the latest first',
        querystring: auditQuery,
        response: { 200: dataEnvelope(auditEventPage) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return { data: await app.console.audit(filter, page) };
    },
  );
}

const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  expertRequestRoutes(app);
  exportRoutes(app);
  userRoutes(app);
  catalogueAndAuditRoutes(app);
};

export default consoleRoutes;
