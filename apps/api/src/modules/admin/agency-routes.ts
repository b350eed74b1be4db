/**
 * The console's agency calls (program administrators: their contact address is where expert
 * requests go) and its list of content drafts. Admins only, checked before any input is read.
 */
import {
  adminAgenciesQuery,
  adminAgencyCreateBody,
  adminAgencyPage,
  adminAgencySchema,
  adminAgencyUpdateBody,
  contentDraftSchema,
  dataEnvelope,
  idParams,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, consoleSecurity as security, consoleTags as tags } from './console-route.ts';

const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app;
  const adminsOnly = [app.authenticate, app.authorize('admin')];

  app.get(
    '/admin/agencies',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Program administrators by name, found by name or state, with their contact for expert requests',
        querystring: adminAgenciesQuery,
        response: { 200: dataEnvelope(adminAgencyPage) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return { data: await admin.agencies(filter, page) };
    },
  );

  app.post(
    '/admin/agencies',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Add a program administrator; the catalogue’s files never change one made here',
        body: adminAgencyCreateBody,
        response: { 200: dataEnvelope(adminAgencySchema) },
      },
    },
    async (request) => ({ data: await admin.createAgency(actorOf(request), request.body) }),
  );

  app.patch(
    '/admin/agencies/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary:
          'Change a program administrator, its contact address for expert requests included; the catalogue’s next import then leaves it as changed here',
        params: idParams,
        body: adminAgencyUpdateBody,
        response: { 200: dataEnvelope(adminAgencySchema) },
      },
    },
    async (request) => ({ data: await admin.updateAgency(actorOf(request), request.params.id, request.body) }),
  );

  app.get(
    '/admin/content-drafts',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'The blog’s and docs’ Markdown drafts, each with its preview link',
        response: { 200: dataEnvelope(z.array(contentDraftSchema)) },
      },
    },
    async () => ({ data: await admin.contentDrafts() }),
  );
};

export default agencyRoutes;
