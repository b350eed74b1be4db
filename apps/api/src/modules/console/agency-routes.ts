/**
 * The console's agency calls (program administrators: their contact address is where expert
 * requests go) and its list of content drafts. Console staff only, checked before any input is read.
 */
import {
  consoleAgenciesQuery,
  consoleAgencyCreateBody,
  consoleAgencyPage,
  consoleAgencySchema,
  consoleAgencyUpdateBody,
  contentDraftSchema,
  dataEnvelope,
  idParams,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, consoleTags as tags } from './console-route.ts';

const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = [app.authenticate, app.authorize('admin')];

  app.get(
    '/admin/agencies',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Program administrators by name, found by name or state, with their contact for expert requests',
        querystring: consoleAgenciesQuery,
        response: { 200: dataEnvelope(consoleAgencyPage) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return { data: await app.console.agencies(filter, page) };
    },
  );

  app.post(
    '/admin/agencies',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Add a program administrator; the catalogue’s files never change one made here',
        body: consoleAgencyCreateBody,
        response: { 200: dataEnvelope(consoleAgencySchema) },
      },
    },
    async (request) => ({ data: await app.console.createAgency(actorOf(request), request.body) }),
  );

  app.patch(
    '/admin/agencies/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary:
          'Change a program administrator, its contact address for expert requests included; the catalogue’s next import then leaves it as changed here',
        params: idParams,
        body: consoleAgencyUpdateBody,
        response: { 200: dataEnvelope(consoleAgencySchema) },
      },
    },
    async (request) => ({ data: await app.console.updateAgency(actorOf(request), request.params.id, request.body) }),
  );

  app.get(
    '/admin/content-drafts',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'The blog’s and docs’ Markdown drafts, each with its preview link',
        response: { 200: dataEnvelope(z.array(contentDraftSchema)) },
      },
    },
    async () => ({ data: await app.console.contentDrafts() }),
  );
};

export default agencyRoutes;
