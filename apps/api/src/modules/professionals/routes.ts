/** Lenders and experts a buyer can book, by program. */
import { dataEnvelope, idParams, professionalListQuery, professionalSchema } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';

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
};

export default professionalRoutes;
