/**
 * Where the meeting of a call is created. This issue ships the provider that needs no external
 * calendar: the meeting link comes from MEETING_URL_TEMPLATE. Google and Microsoft providers
 * implement the same interface. Providers must be idempotent on `uid`: a retried job that calls
 * `createEvent` again must not make a second event.
 */
import { BOOKING_TIME_ZONE } from '@hbw/contract';
import { personName } from '../../lib/person-name.ts';
import type { AppointmentWithParties } from './repository.ts';

export type CalendarEventRequest = {
  uid: string;
  summary: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  attendees: { email: string; name: string }[];
  reminderMinutes: number;
};

export type CreatedEvent = { eventId: string; joinUrl: string; microsoftMeetingId: string | null };

export interface CalendarProvider {
  readonly name: string;
  createEvent(event: CalendarEventRequest): Promise<CreatedEvent>;
  cancelEvent(eventId: string): Promise<void>;
  /** Moves the event to the call's new start (same event, same meeting link); safe to run twice. */
  moveEvent(eventId: string, event: CalendarEventRequest): Promise<void>;
}

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
    attendees: [professional],
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
  };
}
