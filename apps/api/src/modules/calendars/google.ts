/**
 * Google Calendar (API v3, as its reference describes events.insert with conference data, get,
 * delete and freeBusy): the call is a 15-minute event with a Meet link on the buyer's calendar.
 * The event id is the appointment's uid, so a retried insert finds the event it already made.
 */
import { toWallTime } from '@hbw/contract';
import { type BusyInterval, calendarRequest, expectOk, wallDateTime } from './http.ts';
import type { CalendarEventRequest, CalendarProvider, CreatedEvent } from './provider.ts';

export const GOOGLE_CALL_MINUTES = 15;

type GoogleEvent = {
  id: string;
  htmlLink?: string;
  hangoutLink?: string;
  conferenceData?: {
    createRequest?: { status?: { statusCode?: string } };
    entryPoints?: { entryPointType: string; uri: string }[];
  };
};

const googleAttendees = (event: CalendarEventRequest) =>
  event.attendees.map((attendee) => ({ email: attendee.email, displayName: attendee.name }));

function joinUrlOf(event: GoogleEvent): string | null {
  return (
    event.hangoutLink ??
    event.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === 'video')?.uri ??
    null
  );
}

export function googleCalendar(baseUrl: string, accessToken: () => Promise<string>) {
  const eventsUrl = `${baseUrl}/calendars/primary/events`;

  async function read(id: string): Promise<GoogleEvent> {
    return expectOk(
      await calendarRequest<GoogleEvent>(`${eventsUrl}/${encodeURIComponent(id)}`, await accessToken()),
      'Google Calendar',
    );
  }

  /** The Meet link is made after the insert answers: read the event again while it is pending. */
  async function withMeeting(event: GoogleEvent): Promise<GoogleEvent> {
    let current = event;
    for (let attempt = 0; attempt < 5 && !joinUrlOf(current); attempt++) {
      if (current.conferenceData?.createRequest?.status?.statusCode === 'failure') break;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
      current = await read(current.id);
    }
    if (!joinUrlOf(current)) throw new Error('Google has not made the Meet link yet; the job will look again.');
    return current;
  }

  const provider: CalendarProvider & {
    createEventWithLink(event: CalendarEventRequest): Promise<CreatedEvent & { htmlLink: string | null }>;
    busy(from: Date, to: Date): Promise<BusyInterval[]>;
  } = {
    name: 'google',

    async createEvent(event) {
      const { htmlLink: _, ...created } = await provider.createEventWithLink(event);
      return created;
    },

    async createEventWithLink(event) {
      const end = new Date(event.startsAt.getTime() + GOOGLE_CALL_MINUTES * 60_000);
      const inserted = await calendarRequest<GoogleEvent>(
        `${eventsUrl}?conferenceDataVersion=1&sendUpdates=all`,
        await accessToken(),
        {
          method: 'POST',
          body: {
            id: event.uid,
            summary: event.summary,
            description: event.description,
            start: { dateTime: wallDateTime(event.startsAt, toWallTime), timeZone: event.timeZone },
            end: { dateTime: wallDateTime(end, toWallTime), timeZone: event.timeZone },
            attendees: googleAttendees(event),
            reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: event.reminderMinutes }] },
            conferenceData: {
              createRequest: { requestId: event.uid, conferenceSolutionKey: { type: 'hangoutsMeet' } },
            },
          },
        },
      );
      // 409: an earlier attempt made this event; use it rather than make another.
      const found = inserted.status === 409 ? await read(event.uid) : expectOk(inserted, 'Google Calendar');
      const ready = await withMeeting(found);
      return {
        eventId: ready.id,
        joinUrl: joinUrlOf(ready) ?? '',
        microsoftMeetingId: null,
        htmlLink: ready.htmlLink ?? null,
      };
    },

    async moveEvent(eventId, event) {
      const end = new Date(event.startsAt.getTime() + GOOGLE_CALL_MINUTES * 60_000);
      expectOk(
        await calendarRequest<GoogleEvent>(
          `${eventsUrl}/${encodeURIComponent(eventId)}?sendUpdates=all`,
          await accessToken(),
          {
            method: 'PATCH',
            body: {
              start: { dateTime: wallDateTime(event.startsAt, toWallTime), timeZone: event.timeZone },
              end: { dateTime: wallDateTime(end, toWallTime), timeZone: event.timeZone },
            },
          },
        ),
        'Google Calendar',
      );
    },

    async updateAttendees(eventId, event) {
      expectOk(
        await calendarRequest<GoogleEvent>(
          `${eventsUrl}/${encodeURIComponent(eventId)}?sendUpdates=all`,
          await accessToken(),
          { method: 'PATCH', body: { attendees: googleAttendees(event) } },
        ),
        'Google Calendar',
      );
    },

    async cancelEvent(eventId) {
      const answer = await calendarRequest(
        `${eventsUrl}/${encodeURIComponent(eventId)}?sendUpdates=all`,
        await accessToken(),
        { method: 'DELETE' },
      );
      // Already gone is what we wanted.
      if (answer.status !== 204 && answer.status !== 200 && answer.status !== 404 && answer.status !== 410) {
        expectOk(answer, 'Google Calendar');
      }
    },

    async busy(from, to) {
      const answer = expectOk(
        await calendarRequest<{ calendars?: Record<string, { busy?: { start: string; end: string }[] }> }>(
          `${baseUrl}/freeBusy`,
          await accessToken(),
          {
            method: 'POST',
            body: { timeMin: from.toISOString(), timeMax: to.toISOString(), items: [{ id: 'primary' }] },
          },
        ),
        'Google Calendar free/busy',
      );
      return (answer.calendars?.primary?.busy ?? []).map((slot) => ({
        start: Date.parse(slot.start),
        end: Date.parse(slot.end),
      }));
    },
  };
  return provider;
}
