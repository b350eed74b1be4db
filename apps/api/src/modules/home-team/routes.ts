/**
 * The buyer's home team and My PALs, the participating lenders of the wallet's programs, and the
 * people search of docs/product.md section 14, which finds guests for a call among the home team and the
 * buyer's Microsoft contacts.
 */
import {
  dataEnvelope,
  homeTeamBody,
  homeTeamParams,
  homeTeamSchema,
  palSchema,
  peopleSearchQuery,
  personFoundSchema,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../accounts/index.ts';

const homeTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { homeTeam } = app;
  const tags = ['wizard'];
  const team = { 200: dataEnvelope(homeTeamSchema) };
  // Each search may ask Microsoft on the buyer's behalf, and Graph throttles the app as a whole:
  // typed letters (debounced) are a few searches a minute, never dozens a second.
  const searches = { rateLimit: { max: 60, timeWindow: 60_000 } };

  app.get(
    '/search-microsoft.json',
    {
      onRequest: app.authenticate,
      config: searches,
      schema: {
        operationId: 'searchPeopleToInvite',
        tags,
        summary: 'People to invite to a call, by name: your home team, then your Microsoft contacts',
        querystring: peopleSearchQuery,
        response: { 200: dataEnvelope(z.array(personFoundSchema)) },
      },
    },
    async (request) => ({ data: await homeTeam.peopleNamed(signedIn(request).userId, request.query.name) }),
  );

  app.get(
    '/home-team',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The home team: lender, housing counselor and agent, each with your booked calls',
        response: team,
      },
    },
    async (request) => ({ data: await homeTeam.homeTeam(signedIn(request).userId) }),
  );

  app.put(
    '/home-team/:role',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Choose the professional for a role (of that kind), replacing the one before',
        params: homeTeamParams,
        body: homeTeamBody,
        response: team,
      },
    },
    async (request) => ({
      data: await homeTeam.setHomeTeamMember(
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
        summary: 'Leave a role empty (again is harmless)',
        params: homeTeamParams,
        response: team,
      },
    },
    async (request) => ({ data: await homeTeam.removeHomeTeamMember(signedIn(request).userId, request.params.role) }),
  );

  app.get(
    '/my-pals',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'listWalletLenders',
        tags,
        summary: "The participating lenders of your wallet's programs, those in your state first",
        response: { 200: dataEnvelope(z.array(palSchema)) },
      },
    },
    async (request) => ({ data: await homeTeam.pals(signedIn(request).userId) }),
  );
};

export default homeTeamRoutes;
