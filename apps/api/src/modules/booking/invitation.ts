/**
 * The .ics invitation sent with every confirmation and cancellation: one stable UID per call, and
 * a SEQUENCE that grows with each change, so calendars update the event they already have.
 */
import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { CALL_SUMMARY, REMINDER_MINUTES } from './calendar.ts';

export type Invitation = {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  description: string;
  joinUrl: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
};

export function invitationIcs(invitation: Invitation): string {
  const calendar = ical({
    prodId: { company: 'Homebuyer Wizard', product: 'Calls', language: 'EN' },
    name: 'Homebuyer Wizard',
    method: invitation.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: `${invitation.uid}@homebuyerwizard`,
    sequence: invitation.sequence,
    start: invitation.startsAt,
    end: invitation.endsAt,
    stamp: new Date(),
    summary: CALL_SUMMARY,
    description: invitation.description,
    location: invitation.joinUrl,
    url: invitation.joinUrl,
    status: invitation.method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: invitation.organizer,
    attendees: invitation.attendees.map((attendee) => ({
      ...attendee,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
      rsvp: false,
    })),
    alarms: invitation.method === 'REQUEST' ? [{ type: ICalAlarmType.display, trigger: REMINDER_MINUTES * 60 }] : [],
  });
  return calendar.toString();
}
