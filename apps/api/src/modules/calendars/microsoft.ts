/**
 * Microsoft Graph (v1.0, as its reference describes creating an event with an online meeting,
 * cancelling it, and calendarView): the call is a 30-minute event with a Teams link on the buyer's
 * calendar. Graph's `transactionId` makes a retried create return the event it already made.
 */
import { toWallTime } from '@hbw/contract';
import { type BusyInterval, calendarRequest, expectOk, wallDateTime } from './http.ts';
import type { CalendarProvider } from './provider.ts';

export const MICROSOFT_CALL_MINUTES = 30;

type GraphEvent = { id: string; webLink?: string; onlineMeeting?: { joinUrl?: string } | null };
type GraphView = { value: { start: { dateTime: string }; end: { dateTime: string }; showAs?: string }[] };

export function microsoftCalendar(baseUrl: string, accessToken: () => Promise<string>) {
  const provider: CalendarProvider & { busy(from: Date, to: Date): Promise<BusyInterval[]> } = {
    name: 'microsoft',

    async createEvent(event) {
      const end = new Date(event.startsAt.getTime() + MICROSOFT_CALL_MINUTES * 60_000);
      const created = expectOk(
        await calendarRequest<GraphEvent>(`${baseUrl}/me/events`, await accessToken(), {
          method: 'POST',
          body: {
            subject: event.summary,
            body: { contentType: 'text', content: event.description },
            start: { dateTime: wallDateTime(event.startsAt, toWallTime), timeZone: event.timeZone },
            end: { dateTime: wallDateTime(end, toWallTime), timeZone: event.timeZone },
            attendees: event.attendees.map((attendee) => ({
              emailAddress: { address: attendee.email, name: attendee.name },
              type: 'required',
            })),
            isOnlineMeeting: true,
            onlineMeetingProvider: 'teamsForBusiness',
            isReminderOn: true,
            reminderMinutesBeforeStart: event.reminderMinutes,
            transactionId: event.uid,
          },
        }),
        'Microsoft Graph',
      );
      const joinUrl = created.onlineMeeting?.joinUrl;
      if (!joinUrl) throw new Error('Microsoft made the event without a Teams link; the job will try again.');
      return { eventId: created.id, joinUrl, microsoftMeetingId: created.id };
    },

    async moveEvent(eventId, event) {
      const end = new Date(event.startsAt.getTime() + MICROSOFT_CALL_MINUTES * 60_000);
      expectOk(
        await calendarRequest<GraphEvent>(`${baseUrl}/me/events/${encodeURIComponent(eventId)}`, await accessToken(), {
          method: 'PATCH',
          body: {
            start: { dateTime: wallDateTime(event.startsAt, toWallTime), timeZone: event.timeZone },
            end: { dateTime: wallDateTime(end, toWallTime), timeZone: event.timeZone },
          },
        }),
        'Microsoft Graph',
      );
    },

    async cancelEvent(eventId) {
      const answer = await calendarRequest(
        `${baseUrl}/me/events/${encodeURIComponent(eventId)}/cancel`,
        await accessToken(),
        {
          method: 'POST',
          body: { comment: 'This Homebuyer Wizard call was cancelled.' },
        },
      );
      if (answer.status !== 202 && answer.status !== 200 && answer.status !== 204 && answer.status !== 404) {
        expectOk(answer, 'Microsoft Graph');
      }
    },

    async busy(from, to) {
      const query = new URLSearchParams({
        startDateTime: from.toISOString(),
        endDateTime: to.toISOString(),
        $select: 'start,end,showAs',
        $top: '200',
      });
      const view = expectOk(
        await calendarRequest<GraphView>(`${baseUrl}/me/calendarView?${query}`, await accessToken(), {
          headers: { prefer: 'outlook.timezone="UTC"' },
        }),
        'Microsoft Graph calendar view',
      );
      return view.value
        .filter((item) => item.showAs !== 'free')
        .map((item) => ({
          start: Date.parse(`${item.start.dateTime.replace(/Z?$/, '')}Z`),
          end: Date.parse(`${item.end.dateTime.replace(/Z?$/, '')}Z`),
        }));
    },
  };
  return provider;
}
