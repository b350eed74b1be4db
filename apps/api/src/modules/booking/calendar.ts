/**
 * The calendar event of a call, and the provider that needs no external calendar: the meeting link
 * comes from MEETING_URL_TEMPLATE. Google and Microsoft (the calendars module) implement the same
 * interface, `CalendarProvider`.
 */
import { BOOKING_TIME_ZONE } from '@hbw/contract';
import { personName } from '../../lib/person-name.ts';
import type { CalendarEventRequest, CalendarProvider } from '../calendars/index.ts';
import { type AppointmentWithParties, presentGuests } from './repository.ts';

export const CALL_SUMMARY = 'Homebuyer Appointment Call';
export const REMINDER_MINUTES = 30;

/** The calendar event of a booked call, made the same way by the meeting job and by the original's schedule_event call. */
export function callEvent(row: AppointmentWithParties): CalendarEventRequest {
  const professional = { email: row.professionalUser.email, name: personName(row.professionalUser) };
  return {
    uid: row.appointment.uid,
    summary: CALL_SUMMARY,
    description: `A call about ${row.programName} with ${professional.name}.`,
    startsAt: row.appointment.startsAt,
    endsAt: row.appointment.endsAt,
    timeZone: BOOKING_TIME_ZONE,
    attendees: [professional, ...presentGuests(row).map(({ name, email }) => ({ name, email }))],
    reminderMinutes: REMINDER_MINUTES,
  };
}

/** A meeting room named after the appointment's random uid, e.g. on Jitsi Meet. */
export function meetingLinkProvider(template: string): CalendarProvider {
  return {
    name: 'meeting-link',
    async createEvent(event) {
      return { eventId: event.uid, joinUrl: template.replaceAll('{uid}', event.uid), microsoftMeetingId: null };
    },
    async cancelEvent() {
      // The room is only a name: nothing exists to delete.
    },
    async moveEvent() {
      // Nor to move: the room keeps its name and its link.
    },
    async updateAttendees() {
      // Anyone with the link can join the room: the invitations are the guest list.
    },
  };
}
