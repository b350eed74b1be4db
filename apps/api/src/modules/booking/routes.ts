/** The buyer's calls of booking, with the paths and fields of docs/product.md section 14. */
import {
  apiErrorSchema,
  appointmentPage,
  appointmentParams,
  appointmentSchema,
  bookingDaySchema,
  callProposalSchema,
  cancelQuery,
  checkQuery,
  dataEnvelope,
  daysQuery,
  emailRequestBody,
  idField,
  messageAnswer,
  pageQuery,
  proposalAnswerBody,
  rescheduleAppointmentBody,
  sendEmailBody,
  slotSchema,
  slotsQuery,
  storeAppointmentBody,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedAnswers } from '../../lib/cached-answers.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { RouteApp } from '../../lib/route-app.ts';
import { CalendarDisconnected } from '../calendars/index.ts';
import { callEvent } from './calendar.ts';
import { callerHooks, callerOf } from './caller-hooks.ts';
import { bookingMailContext, invitationFor } from './mails.ts';
import { toAppointment } from './repository.ts';

const message = dataEnvelope(messageAnswer);
const tags = ['appointments'];
const strictOn = (app: RouteApp) => ({ rateLimit: { max: app.config.rateLimit.strictPerMinute, timeWindow: 60_000 } });
const idempotencyKeyHeader = z.object({
  'idempotency-key': z.string().trim().min(1).max(200, 'Use an Idempotency-Key of at most 200 characters.').optional(),
});

/** A buyer's calls, and the days and times they may book with a professional. */
function timesRoutes(app: RouteApp) {
  const { booking } = app;
  const callers = callerHooks(app);
  // The booking service hands out the same list while nothing it shows has changed; the cached
  // answers keep their compressed copies too, so these routes opt out of compression on the fly.
  const sendSlots = cachedAnswers();
  const sendBookedStarts = cachedAnswers();

  app.get(
    '/appointment',
    {
      ...callers.buyer,
      schema: {
        operationId: 'listCalls',
        tags,
        summary: "The buyer's calls, newest first",
        querystring: pageQuery,
        response: { 200: dataEnvelope(appointmentPage) },
      },
    },
    async (request) => ({ data: await booking.listForBuyer(callerOf(request, 'buyer').buyerId, request.query.page) }),
  );

  app.get(
    '/appointment/slots',
    {
      ...callers.booker,
      compress: false,
      schema: {
        tags,
        summary: 'The 27 slots of a day with a professional, in New York time, and why each disabled one is',
        querystring: slotsQuery,
        response: { 200: dataEnvelope(z.array(slotSchema)) },
      },
    },
    async (request, reply) =>
      sendSlots(
        reply,
        await booking.slots(
          callerOf(request),
          { professionalId: request.query.professional_detail_id },
          request.query.date,
        ),
      ),
  );

  app.get(
    '/appointment/days',
    {
      ...callers.booker,
      schema: {
        tags,
        summary: 'Each day of a month with a professional: whether a time is free, and how many, as the slot list says',
        querystring: daysQuery,
        response: { 200: dataEnvelope(z.array(bookingDaySchema)) },
      },
    },
    async (request) => ({
      data: await booking.days(
        callerOf(request),
        { professionalId: request.query.professional_detail_id },
        request.query.month,
      ),
    }),
  );

  app.get(
    '/appointment/check',
    {
      onRequest: app.authenticate,
      compress: false,
      schema: {
        tags,
        summary: 'The starts already booked with a professional on a day',
        querystring: checkQuery,
        response: { 200: dataEnvelope(z.array(z.object({ appointment_date: z.string() }))) },
      },
    },
    async (request, reply) =>
      sendBookedStarts(
        reply,
        await booking.bookedStarts(request.query.professional_detail_id, request.query.appointment_date),
      ),
  );
}

/** Booking a call, cancelling it and moving it. */
function bookingRoutes(app: RouteApp) {
  const { booking } = app;
  const callers = callerHooks(app);

  app.post(
    '/appointment/store',
    {
      ...callers.buyer,
      // The booking service announces the calls it books, sparing each booking a round trip.
      config: { changesAnnounced: true },
      schema: {
        operationId: 'bookCall',
        tags,
        summary: 'Book a slot (201); 409 when another buyer took it first; honours Idempotency-Key',
        headers: idempotencyKeyHeader,
        body: storeAppointmentBody,
        example: {
          body: {
            program_administrative_information_id: 12,
            professional_detail_id: 3,
            appointment_date: '2026-12-03 10:30:00',
            description: 'About the down payment grant and an FHA loan.',
          },
        },
        response: { 201: dataEnvelope(appointmentSchema), 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const appointment = await booking.book(
        callerOf(request, 'buyer').buyerId,
        {
          programId: body.program_administrative_information_id,
          professionalId: body.professional_detail_id,
          startsAt: body.appointment_date,
          description: body.description,
        },
        request.headers['idempotency-key'],
      );
      return reply.code(201).send({ data: appointment });
    },
  );

  app.put(
    '/appointment/cancel',
    {
      ...callers.buyer,
      schema: {
        operationId: 'cancelCall',
        tags,
        summary: 'Cancel one of your calls; the slot is free at once',
        querystring: cancelQuery,
        response: { 200: dataEnvelope(appointmentSchema), 409: apiErrorSchema },
      },
    },
    async (request) => ({ data: await booking.cancel(callerOf(request), request.query.id) }),
  );

  app.put(
    '/appointment/reschedule',
    {
      ...callers.buyer,
      // The booking service announces the move, as it does a booking.
      config: { changesAnnounced: true },
      schema: {
        operationId: 'rescheduleCall',
        tags,
        summary: 'Move one of your future calls to another time (409 when another buyer has it); both sides are told',
        body: rescheduleAppointmentBody,
        response: { 200: dataEnvelope(appointmentSchema), 409: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await booking.reschedule(callerOf(request), request.body.id, request.body.appointment_date),
    }),
  );
}

/** Writing to the other side of a call, and asking a program for an expert. */
function messageRoutes(app: RouteApp) {
  const { booking } = app;
  const callers = callerHooks(app);
  const strict = strictOn(app);

  app.post(
    '/appointment/send-email',
    {
      ...callers.eitherSide,
      config: strict,
      schema: {
        tags,
        summary: 'Write to the other person of one of your calls (and no one else)',
        body: sendEmailBody,
        response: { 200: message },
      },
    },
    async (request) => {
      await booking.sendMessage(callerOf(request), {
        appointmentId: request.body.appointment_id,
        subject: request.body.subject,
        body: request.body.body,
        email: request.body.email,
      });
      return { data: { message: 'Your message is on its way.' } };
    },
  );

  app.post(
    '/appointment/email-request',
    {
      ...callers.buyer,
      config: strict,
      schema: {
        tags,
        summary: "Ask a program's administrator for an expert",
        body: emailRequestBody,
        response: { 200: message },
      },
    },
    async (request) => {
      const body = request.body;
      const sentTo = await booking.requestExpert(callerOf(request, 'buyer').buyerId, {
        programId: body.program_id,
        expertType: body.expert_type,
        email: body.email,
        mobileNumber: body.mobile_number,
        householdIncome: body.household_income,
      });
      return { data: { message: `${sentTo} Someone should contact you within a few business days.` } };
    },
  );
}

/** One call of the buyer's: itself, the time proposed for it, its invitation and its meeting. */
function callRoutes(app: RouteApp) {
  const { booking } = app;
  const callers = callerHooks(app);

  app.get(
    '/appointment/:id',
    {
      ...callers.buyer,
      schema: {
        tags,
        summary: 'One of your calls',
        params: appointmentParams,
        response: { 200: dataEnvelope(appointmentSchema) },
      },
    },
    async (request) => ({ data: toAppointment((await booking.call(callerOf(request), request.params.id)).row) }),
  );

  app.get(
    '/appointment/:id/proposal',
    {
      ...callers.buyer,
      schema: {
        tags,
        summary: 'The time the professional proposes for one of your calls, or null',
        params: appointmentParams,
        response: { 200: dataEnvelope(callProposalSchema.nullable()) },
      },
    },
    async (request) => ({ data: await booking.proposal(callerOf(request), request.params.id) }),
  );

  app.put(
    '/appointment/:id/proposal',
    {
      ...callers.buyer,
      config: { changesAnnounced: true },
      schema: {
        tags,
        summary: "Accept the professional's proposed time (the call moves; 409 when taken) or keep the call's time",
        params: appointmentParams,
        body: proposalAnswerBody,
        response: { 200: dataEnvelope(appointmentSchema), 409: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await booking.answerProposal(callerOf(request), request.params.id, request.body.answer),
    }),
  );

  app.get(
    '/appointment/:id/invitation.ics',
    {
      ...callers.buyer,
      schema: { tags, summary: 'The calendar invitation of one of your calls', params: appointmentParams },
    },
    async (request, reply) => {
      const { row } = await booking.call(callerOf(request), request.params.id);
      const { content } = invitationFor(
        row,
        bookingMailContext(app.config),
        row.appointment.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="homebuyer-call-${row.appointment.id}.ics"`)
        .send(content);
    },
  );

  app.post(
    '/wizard-tool/google/schedule_event',
    {
      ...callers.buyer,
      schema: {
        operationId: 'addCallToGoogleCalendar',
        tags: ['calendars'],
        summary: 'Create (or find again) the Google Calendar event of one of your calls; answers its htmlLink',
        // The original sent the event's details and a token; the call's own record is used instead.
        body: z.object({ appointment_id: idField }).passthrough(),
        response: {
          200: dataEnvelope(z.object({ htmlLink: z.string().nullable(), appointment: appointmentSchema })),
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request, 'buyer');
      const { row } = await booking.call(caller, request.body.appointment_id);
      if (row.appointment.status !== 'booked') throw new HttpError(409, 'This call is not booked any more.');
      const google = await app.calendars.googleOf(caller.buyerId);
      if (!google) throw new HttpError(409, 'Connect your Google calendar first, from your profile.');
      try {
        const event = await google.createEventWithLink(callEvent(row));
        await booking.recordMeeting(row.appointment.id, { provider: 'google', ...event });
        const updated = await booking.call(caller, row.appointment.id);
        return { data: { htmlLink: event.htmlLink, appointment: toAppointment(updated.row) } };
      } catch (error) {
        if (error instanceof CalendarDisconnected)
          throw new HttpError(409, 'Your Google calendar is no longer connected. Connect it again from your profile.');
        throw error;
      }
    },
  );
}

const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  timesRoutes(app);
  bookingRoutes(app);
  messageRoutes(app);
  callRoutes(app);
};

export default appointmentRoutes;
