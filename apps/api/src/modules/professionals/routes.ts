/**
 * Lenders and experts a buyer can book, by program; and a professional's own entry among them, and
 * the hours they take calls in.
 */
import {
  dataEnvelope,
  directoryEntryBody,
  idParams,
  professionalListQuery,
  professionalSchema,
  weeklyAvailabilitySchema,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { signedIn } from '../accounts/index.ts';

const professionalRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = app.professionals;
  const tags = ['professionals'];

  app.get(
    '/professionals',
    {
      schema: {
        tags,
        summary: 'Professionals, those of a program and of a state first',
        querystring: professionalListQuery,
        response: { 200: dataEnvelope(z.array(professionalSchema)) },
      },
    },
    async (request) => ({
      data: await directory.list({
        programId: request.query.program_id,
        kind: request.query.kind,
        state: request.query.state,
      }),
    }),
  );

  app.get(
    '/professionals/:id',
    {
      schema: {
        tags,
        summary: 'One professional with their programs',
        params: idParams,
        response: { 200: dataEnvelope(professionalSchema) },
      },
    },
    async (request) => {
      const professional = await directory.find(request.params.id);
      if (!professional) throw notFound('There is no such professional.');
      return { data: professional };
    },
  );

  const professionalsOnly = [app.authenticate, app.authorize('professional')];
  // A professional's hours may be read and replaced by a key of theirs too (decision 059).
  const keyOrProfessional = app.professionalOrKey('availability:write');
  const keyDescription =
    'Also open to an API key of yours with the scope availability:write, sent as the bearer token.';

  app.get(
    '/pro/directory-entry',
    {
      onRequest: professionalsOnly,
      schema: {
        tags,
        summary: 'Your entry in the directory buyers browse',
        response: { 200: dataEnvelope(professionalSchema) },
      },
    },
    async (request) => ({ data: await directory.entryOf(signedIn(request).userId) }),
  );

  app.patch(
    '/pro/directory-entry',
    {
      onRequest: professionalsOnly,
      schema: {
        tags,
        summary: 'Change your company, NMLS id, bio, states served or languages',
        body: directoryEntryBody,
        response: { 200: dataEnvelope(professionalSchema) },
      },
    },
    async (request) => ({ data: await directory.updateEntry(signedIn(request).userId, request.body) }),
  );

  app.get(
    '/pro/availability',
    {
      onRequest: keyOrProfessional,
      schema: {
        tags,
        summary: 'Your weekly hours and days off',
        description: keyDescription,
        response: { 200: dataEnvelope(weeklyAvailabilitySchema) },
      },
    },
    async (request) => ({ data: await directory.availabilityOf(await app.actingProfessional(request)) }),
  );

  app.put(
    '/pro/availability',
    {
      onRequest: keyOrProfessional,
      schema: {
        tags,
        summary: 'Replace your weekly hours and days off',
        description: keyDescription,
        body: weeklyAvailabilitySchema,
        response: { 200: dataEnvelope(weeklyAvailabilitySchema) },
      },
    },
    async (request) => ({
      data: await directory.setAvailability(await app.actingProfessional(request), request.body),
    }),
  );
};

export default professionalRoutes;
