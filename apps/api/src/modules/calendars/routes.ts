/** The calendars connected to an account: their state, disconnecting one, and the original's calls. */
import { appointmentSchema, calendarConnectionsSchema, dataEnvelope, idField } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { signedIn } from '../accounts/index.ts';
import { callEvent, toAppointment } from '../booking/index.ts';
import { providerNames } from '../identity/index.ts';
import { CalendarDisconnected } from './connections.ts';

const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendars'];
  const security = [{ bearer: [] }];

  app.get(
    '/appointment/get-refresh-token',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Which calendars are connected, and until when the current access lasts (never a token)',
        response: { 200: dataEnvelope(calendarConnectionsSchema) },
      },
    },
    async (request) => ({ data: await app.calendars.status(signedIn(request).userId) }),
  );

  app.delete(
    '/calendars/:provider',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Disconnect a calendar: its tokens are deleted',
        params: z.object({ provider: z.enum(providerNames) }),
        response: { 200: dataEnvelope(calendarConnectionsSchema) },
      },
    },
    async (request) => {
      const { userId } = signedIn(request);
      await app.calendarConnections.remove(userId, request.params.provider);
      return { data: await app.calendars.status(userId) };
    },
  );

  app.post(
    '/wizard-tool/google/schedule_event',
    {
      onRequest: [app.authenticate, app.authorize('buyer')],
      schema: {
        tags,
        security,
        summary: 'Create (or find again) the Google Calendar event of one of your calls; answers its htmlLink',
        // The original sent the event's details and a token; the call's own record is used instead.
        body: z.object({ appointment_id: idField }).passthrough(),
        response: { 200: dataEnvelope(z.object({ htmlLink: z.string().nullable(), appointment: appointmentSchema })) },
      },
    },
    async (request) => {
      const { userId } = signedIn(request);
      const row = await app.booking.getForBuyer(userId, request.body.appointment_id);
      if (row.appointment.status !== 'booked') throw new HttpError(409, 'This call is not booked any more.');
      const google = await app.calendars.googleOf(userId);
      if (!google) throw new HttpError(409, 'Connect your Google calendar first, from your profile.');
      try {
        const event = await google.createEventWithLink(callEvent(row));
        await app.booking.recordMeeting(row.appointment.id, { provider: 'google', ...event });
        const updated = await app.booking.getForBuyer(userId, row.appointment.id);
        return { data: { htmlLink: event.htmlLink, appointment: toAppointment(updated) } };
      } catch (error) {
        if (error instanceof CalendarDisconnected)
          throw new HttpError(409, 'Your Google calendar is no longer connected. Connect it again from your profile.');
        throw error;
      }
    },
  );

  app.get(
    '/calendars',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Your connected calendars',
        response: { 200: dataEnvelope(calendarConnectionsSchema) },
      },
    },
    async (request) => ({
      data: await app.calendars.status(signedIn(request).userId),
    }),
  );
};

export default calendarRoutes;
