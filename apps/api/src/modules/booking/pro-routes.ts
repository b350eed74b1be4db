/** The professionals' portal: the calls booked with them. */
import {
  apiErrorSchema,
  appointmentParams,
  appointmentSchema,
  callProposalSchema,
  dataEnvelope,
  newCallTimeBody,
  proAppointmentsQuery,
  proAppointmentUpdateBody,
  proCallPage,
  proCallSchema,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerHooks, callerOf } from './caller-hooks.ts';

const proRoutes: FastifyPluginAsyncZod = async (app) => {
  const { booking } = app;
  const tags = ['professionals'];
  const callers = callerHooks(app);

  app.get(
    '/pro/appointments',
    {
      ...callers.professionalOrKey('calls:read'),
      schema: {
        tags,
        summary: 'Calls booked with you: upcoming, past, or cancelled',
        description: 'Also open to an API key of yours with the scope calls:read, sent as the bearer token.',
        querystring: proAppointmentsQuery,
        response: { 200: dataEnvelope(proCallPage) },
      },
    },
    async (request) => ({
      data: await booking.listForProfessional(
        callerOf(request, 'professional').professionalId,
        request.query.page,
        request.query.when,
      ),
    }),
  );

  app.get(
    '/pro/appointments/:id',
    {
      ...callers.professional,
      schema: {
        tags,
        summary: 'A call booked with you, with its buyer: photo, phone, note and what they may get from the program',
        description:
          'Only a call booked with the signed-in professional is answered; any other is 404, and its buyer stays unread. ' +
          "The program's outlook is the wallet wizard's, from the buyer's saved answers.",
        params: appointmentParams,
        response: { 200: dataEnvelope(proCallSchema) },
      },
    },
    async (request) => {
      // The call first: its refusal (404) comes before anything of the buyer is read.
      const { call, buyer, buyerId } = await booking.callWithBuyer(callerOf(request), request.params.id);
      const outlook = await app.wizard.programOutlook(buyerId, call.program.id);
      return { data: { ...call, buyer_details: { ...buyer, program_outlook: outlook } } };
    },
  );

  app.get(
    '/pro/appointments/:id/proposal',
    {
      ...callers.professional,
      schema: {
        tags,
        summary: 'The time you proposed for a call, while the buyer has not answered, or null',
        params: appointmentParams,
        response: { 200: dataEnvelope(callProposalSchema.nullable()) },
      },
    },
    async (request) => ({ data: await booking.proposal(callerOf(request), request.params.id) }),
  );

  app.post(
    '/pro/appointments/:id/proposal',
    {
      ...callers.professional,
      // Each proposal mails the buyer: as strict as the other calls that send email.
      config: { rateLimit: { max: app.config.rateLimit.strictPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Propose another time for a call (201): the buyer is mailed a link that accepts it with one click',
        params: appointmentParams,
        body: newCallTimeBody,
        response: { 201: dataEnvelope(callProposalSchema), 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await booking.propose(callerOf(request), request.params.id, request.body.appointment_date),
      }),
  );

  app.put(
    '/pro/appointments/:id',
    {
      ...callers.professional,
      schema: {
        tags,
        summary: 'Cancel a call with a note, or mark it completed or no-show',
        params: appointmentParams,
        body: proAppointmentUpdateBody,
        response: { 200: dataEnvelope(appointmentSchema), 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { action, note } = request.body;
      const caller = callerOf(request);
      const call =
        action === 'cancel'
          ? await booking.cancel(caller, request.params.id, note)
          : await booking.settle(caller, request.params.id, action === 'complete' ? 'completed' : 'no_show');
      return { data: call };
    },
  );
};

export default proRoutes;
