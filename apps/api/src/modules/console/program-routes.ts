/**
 * The console's program calls (`/api/admin/programs...`, decision 028): create, read and change a
 * program, preview a change on sample households, export the catalogue as its files and import them.
 * For console staff only, checked before any input is read, like every console call.
 */
import {
  catalogueFilesSchema,
  catalogueImportAnswerSchema,
  consoleProgramCreateBody,
  consoleProgramPreviewBody,
  consoleProgramPreviewSchema,
  consoleProgramSchema,
  consoleProgramUpdateBody,
  dataEnvelope,
  idParams,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, consoleTags as tags } from './console-route.ts';

const consoleProgramRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = [app.authenticate, app.authorize('admin')];

  app.post(
    '/admin/programs',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Create a program, written as its catalogue file writes it; a draft unless said otherwise',
        body: consoleProgramCreateBody,
        response: { 201: dataEnvelope(consoleProgramSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await app.console.createProgram(actorOf(request), request.body) }),
  );

  app.get(
    '/admin/programs/export',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'The catalogue as its files (content/programs), drafts left out: what operators commit',
        response: { 200: dataEnvelope(catalogueFilesSchema) },
      },
    },
    async () => ({ data: await app.console.exportCatalogue() }),
  );

  app.post(
    '/admin/programs/import',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary:
          'Import catalogue files as the start-up import does: programs edited in the console are kept, and any problem refuses them all',
        body: catalogueFilesSchema,
        response: { 200: dataEnvelope(catalogueImportAnswerSchema) },
      },
    },
    async (request) => ({ data: await app.console.importCatalogue(actorOf(request), request.body) }),
  );

  app.get(
    '/admin/programs/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'One program as the console edits it, whatever its status',
        params: idParams,
        response: { 200: dataEnvelope(consoleProgramSchema) },
      },
    },
    async (request) => ({ data: await app.console.program(request.params.id) }),
  );

  app.patch(
    '/admin/programs/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Change a program, where it is offered, or its status (publish, pause)',
        params: idParams,
        body: consoleProgramUpdateBody,
        response: { 200: dataEnvelope(consoleProgramSchema) },
      },
    },
    async (request) => ({ data: await app.console.updateProgram(actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/admin/programs/:id/preview',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary:
          'What the eligibility engine says of the program for sample households, as stored and with a change; nothing is saved',
        params: idParams,
        body: consoleProgramPreviewBody,
        response: { 200: dataEnvelope(consoleProgramPreviewSchema) },
      },
    },
    async (request) => ({ data: await app.console.previewProgram(request.params.id, request.body) }),
  );
};

export default consoleProgramRoutes;
