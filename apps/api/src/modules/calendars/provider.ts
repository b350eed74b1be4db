/**
 * Where the meeting of a call is created: a connected Google or Microsoft calendar, or the meeting
 * link of booking's own provider. Providers must be idempotent on `uid`: a retried job that calls
 * `createEvent` again must not make a second event.
 */
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
  /** Sets the event's attendees to the call's (a guest added or removed); safe to run twice. */
  updateAttendees(eventId: string, event: CalendarEventRequest): Promise<void>;
}
