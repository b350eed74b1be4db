/**
 * The console's program calls (`/api/admin/programs...`, decision 028): create, read and change a
 * program, preview a change on sample households, export the catalogue as its files and import them.
 * For admins only, checked before any input is read, like every console call.
 */
import {
  adminProgramCreateBody,
  adminProgramPreviewBody,
  adminProgramPreviewSchema,
  adminProgramSchema,
  adminProgramUpdateBody,
  catalogueFilesSchema,
  catalogueImportAnswerSchema,
  dataEnvelope,
  idParams,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, consoleSecurity as security, consoleTags as tags } from './console-route.ts';

const adminProgramRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app;
  const adminsOnly = [app.authenticate, app.authorize('admin')];

  app.post(
    '/admin/programs',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Create a program, written as its catalogue file writes it; a draft unless said otherwise',
        body: adminProgramCreateBody,
        response: { 201: dataEnvelope(adminProgramSchema) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await admin.createProgram(actorOf(request), request.body) }),
  );

  app.get(
    '/admin/programs/export',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'The catalogue as its files (content/programs), drafts left out: what operators commit',
        response: { 200: dataEnvelope(catalogueFilesSchema) },
      },
    },
    async () => ({ data: await admin.exportCatalogue() }),
  );

  app.post(
    '/admin/programs/import',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary:
          'Import catalogue files as the start-up import does: programs edited in the console are kept, and any problem refuses them all',
        body: catalogueFilesSchema,
        response: { 200: dataEnvelope(catalogueImportAnswerSchema) },
      },
    },
    async (request) => ({ data: await admin.importCatalogue(actorOf(request), request.body) }),
  );

  app.get(
    '/admin/programs/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'One program as the console edits it, whatever its status',
        params: idParams,
        response: { 200: dataEnvelope(adminProgramSchema) },
      },
    },
    async (request) => ({ data: await admin.program(request.params.id) }),
  );

  app.patch(
    '/admin/programs/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Change a program, where it is offered, or its status (publish, pause)',
        params: idParams,
        body: adminProgramUpdateBody,
        response: { 200: dataEnvelope(adminProgramSchema) },
      },
    },
    async (request) => ({ data: await admin.updateProgram(actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/admin/programs/:id/preview',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        security,
        summary:
          'What the eligibility engine says of the program for sample households, as stored and with a change; nothing is saved',
        params: idParams,
        body: adminProgramPreviewBody,
        response: { 200: dataEnvelope(adminProgramPreviewSchema) },
      },
    },
    async (request) => ({ data: await admin.previewProgram(request.params.id, request.body) }),
  );
};

export default adminProgramRoutes;
