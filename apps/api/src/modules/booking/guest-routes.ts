/**
 * The guests of the buyer's own calls, at the `microsoft.json` of docs/product.md section 14: the call's guests
 * (GET), one added (POST, the one-element array of docs/product.md section 14), one removed (DELETE).
 */
import {
  addGuestBody,
  apiErrorSchema,
  callGuestsQuery,
  dataEnvelope,
  guestSchema,
  removeGuestQuery,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerHooks, callerOf } from './caller-hooks.ts';

const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { booking } = app;
  const tags = ['appointments'];
  const callers = callerHooks(app);
  const guests = { 200: dataEnvelope(z.array(guestSchema)) };

  app.get(
    '/microsoft.json',
    {
      ...callers.buyer,
      schema: {
        operationId: 'listCallGuests',
        tags,
        summary: 'The guests of one of your calls',
        querystring: callGuestsQuery,
        response: guests,
      },
    },
    async (request) => ({ data: await booking.guestsOf(callerOf(request), request.query.appointment_id) }),
  );

  app.post(
    '/microsoft.json',
    {
      ...callers.buyer,
      schema: {
        operationId: 'addCallGuest',
        tags,
        summary: 'Add a guest to one of your future calls (at most 3): they get the invitation by email',
        body: addGuestBody,
        response: { ...guests, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const [guest] = request.body;
      return {
        data: await booking.addGuest(callerOf(request), {
          appointmentId: guest.appointment_id,
          name: guest.name,
          email: guest.email,
        }),
      };
    },
  );

  app.delete(
    '/microsoft.json',
    {
      ...callers.buyer,
      schema: {
        operationId: 'removeCallGuest',
        tags,
        summary: 'Remove a guest from one of your future calls: they get a cancellation by email',
        querystring: removeGuestQuery,
        response: { ...guests, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await booking.removeGuest(callerOf(request), request.query.appointment_id, request.query.email),
    }),
  );
};

export default guestRoutes;
