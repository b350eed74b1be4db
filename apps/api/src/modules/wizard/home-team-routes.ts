/** The buyer's home team and My PALs, the participating lenders of the wallet's programs. */
import { dataEnvelope, homeTeamBody, homeTeamParams, homeTeamSchema, palSchema } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../accounts/index.ts';

const homeTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wizard } = app;
  const tags = ['wizard'];
  const security = [{ bearer: [] }];
  const team = { 200: dataEnvelope(homeTeamSchema) };

  app.get(
    '/home-team',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The home team: lender, housing counselor and agent, each with your booked calls',
        response: team,
      },
    },
    async (request) => ({ data: await wizard.homeTeam(signedIn(request).userId) }),
  );

  app.put(
    '/home-team/:role',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Choose the professional for a role (of that kind), replacing the one before',
        params: homeTeamParams,
        body: homeTeamBody,
        response: team,
      },
    },
    async (request) => ({
      data: await wizard.setHomeTeamMember(
        signedIn(request).userId,
        request.params.role,
        request.body.professional_detail_id,
      ),
    }),
  );

  app.delete(
    '/home-team/:role',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Leave a role empty (again is harmless)',
        params: homeTeamParams,
        response: team,
      },
    },
    async (request) => ({ data: await wizard.removeHomeTeamMember(signedIn(request).userId, request.params.role) }),
  );

  app.get(
    '/my-pals',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The participating lenders of your wallet's programs, those in your state first",
        response: { 200: dataEnvelope(z.array(palSchema)) },
      },
    },
    async (request) => ({ data: await wizard.pals(signedIn(request).userId) }),
  );
};

export default homeTeamRoutes;
