/**
 * Microsoft Graph (v1.0, as its reference describes creating an event with an online meeting,
 * cancelling it, and calendarView): the call is a 30-minute event with a Teams link on the buyer's
 * calendar. Graph's `transactionId` makes a retried create return the event it already made.
 * calendarView answers in pages: every `@odata.nextLink` is followed, so that a meeting on a later
 * page is as busy as one on the first.
 */
import { toWallTime } from '@hbw/contract';
import { type BusyInterval, calendarRequest, expectOk, wallDateTime } from './http.ts';
import type { CalendarEventRequest, CalendarProvider } from './provider.ts';

export const MICROSOFT_CALL_MINUTES = 30;

type GraphEvent = { id: string; webLink?: string; onlineMeeting?: { joinUrl?: string } | null };
type GraphPeople = { value: { displayName?: string | null; scoredEmailAddresses?: { address?: string | null }[] }[] };
type GraphView = {
  value: { start: { dateTime: string }; end: { dateTime: string }; showAs?: string; isCancelled?: boolean }[];
  '@odata.nextLink'?: string;
};

/** Events asked per page of calendarView (Graph takes 1 to 1000). */
const CALENDAR_VIEW_PAGE_SIZE = 200;
/** Pages read of one calendarView at most: 5,000 events in the day we ask about is a Graph gone wrong, not a calendar. */
const CALENDAR_VIEW_MAX_PAGES = 25;

const graphAttendees = (event: CalendarEventRequest) =>
  event.attendees.map((attendee) => ({
    emailAddress: { address: attendee.email, name: attendee.name },
    type: 'required',
  }));

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
            attendees: graphAttendees(event),
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

    async updateAttendees(eventId, event) {
      expectOk(
        await calendarRequest<GraphEvent>(`${baseUrl}/me/events/${encodeURIComponent(eventId)}`, await accessToken(), {
          method: 'PATCH',
          body: { attendees: graphAttendees(event) },
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
        $select: 'start,end,showAs,isCancelled',
        $top: String(CALENDAR_VIEW_PAGE_SIZE),
      });
      const token = await accessToken();
      const events: GraphView['value'] = [];
      let page: string | undefined = `${baseUrl}/me/calendarView?${query}`;
      for (let read = 0; page; read++) {
        if (read === CALENDAR_VIEW_MAX_PAGES)
          throw new Error(
            `Microsoft Graph calendar view went on past ${CALENDAR_VIEW_MAX_PAGES} pages; busy times not read.`,
          );
        // The link is asked as Graph gave it, but our token goes to Graph only.
        if (new URL(page).origin !== new URL(baseUrl).origin)
          throw new Error(`Microsoft Graph calendar view linked its next page elsewhere (${new URL(page).origin}).`);
        const view: GraphView = expectOk(
          await calendarRequest<GraphView>(page, token, { headers: { prefer: 'outlook.timezone="UTC"' } }),
          'Microsoft Graph calendar view',
        );
        events.push(...view.value);
        page = view['@odata.nextLink'];
      }
      return events
        .filter((event) => event.showAs !== 'free' && !event.isCancelled)
        .map((event) => ({
          start: Date.parse(`${event.start.dateTime.replace(/Z?$/, '')}Z`),
          end: Date.parse(`${event.end.dateTime.replace(/Z?$/, '')}Z`),
        }));
    },
  };
  return provider;
}

/**
 * The people the account's owner works and writes with whose names match `name`: Graph's people
 * search, which needs `People.Read`.
 */
export async function microsoftPeopleNamed(
  baseUrl: string,
  accessToken: () => Promise<string>,
  name: string,
  top: number,
): Promise<{ name: string; email: string }[]> {
  // Graph searches names with the words in double quotes; a quote typed by the buyer would end them early.
  const query = new URLSearchParams({
    $search: `"${name.replaceAll('"', ' ')}"`,
    $top: String(top),
    $select: 'displayName,scoredEmailAddresses',
  });
  const people = expectOk(
    await calendarRequest<GraphPeople>(`${baseUrl}/me/people?${query}`, await accessToken()),
    'Microsoft Graph people',
  );
  return people.value.flatMap((person) => {
    const email = person.scoredEmailAddresses?.[0]?.address;
    return email ? [{ name: person.displayName || email, email: email.toLowerCase() }] : [];
  });
}
