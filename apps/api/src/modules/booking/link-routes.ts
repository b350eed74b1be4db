/**
 * The calls behind the links of a call's emails, which work without signing in: the link's token in
 * the `call-link` header is the caller's only credential, for that call and that purpose (decision 026).
 */
import {
  apiErrorSchema,
  appointmentParams,
  appointmentSchema,
  bookingDaySchema,
  CALL_LINK_HEADER,
  callLinkDaysQuery,
  callLinkHeaders,
  callLinkQuery,
  callLinkSlotsQuery,
  dataEnvelope,
  linkedCallSchema,
  newCallTimeBody,
  proposalAnswerBody,
  slotSchema,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedAnswers } from '../../lib/cached-answers.ts';
import { callerHooks, callerOf } from './caller-hooks.ts';
import { linkPageAction } from './callers.ts';
import { toAppointment } from './repository.ts';

const callLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { booking } = app;
  const holder = callerHooks(app).link;
  const tags = ['appointments'];
  const description = `The token of the email's link goes in the \`${CALL_LINK_HEADER}\` header. An unknown link, or one for another call or purpose, is 404; one used, expired, or for a call cancelled or moved since, is 410 with what happened.`;
  const called = dataEnvelope(appointmentSchema);
  // The slot list is the one the booking page is answered (cached, frozen, with its compressed copies).
  const sendSlots = cachedAnswers();

  app.get(
    '/call-link/:id',
    {
      ...holder,
      schema: {
        tags,
        description,
        summary: 'The call a link of its email is for, and the proposed time it answers',
        params: appointmentParams,
        headers: callLinkHeaders,
        querystring: callLinkQuery,
        response: { 200: dataEnvelope(linkedCallSchema) },
      },
    },
    async (request) => {
      const { purpose } = request.query;
      const { row, proposal } = await booking.call(callerOf(request), request.params.id, linkPageAction[purpose]);
      return { data: { purpose, call: toAppointment(row), proposal } };
    },
  );

  app.get(
    '/call-link/:id/days',
    {
      ...holder,
      schema: {
        tags,
        description,
        summary: "Each day of a month with the call's professional, for a Reschedule link",
        params: appointmentParams,
        headers: callLinkHeaders,
        querystring: callLinkDaysQuery,
        response: { 200: dataEnvelope(z.array(bookingDaySchema)) },
      },
    },
    async (request) => ({
      data: await booking.days(callerOf(request), { appointmentId: request.params.id }, request.query.month),
    }),
  );

  app.get(
    '/call-link/:id/slots',
    {
      ...holder,
      compress: false,
      schema: {
        tags,
        description,
        summary: "The slots of a day with the call's professional, for a Reschedule link",
        params: appointmentParams,
        headers: callLinkHeaders,
        querystring: callLinkSlotsQuery,
        response: { 200: dataEnvelope(z.array(slotSchema)) },
      },
    },
    async (request, reply) =>
      sendSlots(
        reply,
        await booking.slots(callerOf(request), { appointmentId: request.params.id }, request.query.date),
      ),
  );

  app.put(
    '/call-link/:id/reschedule',
    {
      ...holder,
      // The booking service announces the move, as it does a booking.
      config: { changesAnnounced: true },
      schema: {
        tags,
        description,
        summary: 'Move the call to another time with its Reschedule link, which is then used up (409 when taken)',
        params: appointmentParams,
        headers: callLinkHeaders,
        body: newCallTimeBody,
        response: { 200: called, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await booking.reschedule(callerOf(request), request.params.id, request.body.appointment_date),
    }),
  );

  app.put(
    '/call-link/:id/cancel',
    {
      ...holder,
      schema: {
        tags,
        description,
        summary: 'Cancel the call with its Cancel link, which is then used up',
        params: appointmentParams,
        headers: callLinkHeaders,
        response: { 200: called, 409: apiErrorSchema },
      },
    },
    async (request) => ({ data: await booking.cancel(callerOf(request), request.params.id) }),
  );

  app.put(
    '/call-link/:id/proposal',
    {
      ...holder,
      config: { changesAnnounced: true },
      schema: {
        tags,
        description,
        summary: "Accept the professional's proposed time (the call moves; 409 when taken) or keep the call's time",
        params: appointmentParams,
        headers: callLinkHeaders,
        body: proposalAnswerBody,
        response: { 200: called, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await booking.answerProposal(callerOf(request), request.params.id, request.body.answer),
    }),
  );
};

export default callLinkRoutes;
