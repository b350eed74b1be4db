/**
 * "Add to Google Calendar" and "Add to Outlook" links of a call, beside its .ics file: each opens the
 * calendar's own new-event form filled in, for people whose calendar is on the web. The times are
 * instants (UTC), so each calendar shows them in its owner's zone.
 */
export type CallForCalendar = {
  title: string;
  details: string;
  startsAt: Date;
  endsAt: Date;
  /** The meeting link, as the event's place. */
  location: string | null;
};

/** `20261202T150000Z`, as Google's `dates` takes an instant. */
const compactUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarLink(call: CallForCalendar): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: call.title,
    dates: `${compactUtc(call.startsAt)}/${compactUtc(call.endsAt)}`,
    details: call.details,
    ...(call.location ? { location: call.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

export function outlookCalendarLink(call: CallForCalendar): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: call.title,
    startdt: call.startsAt.toISOString(),
    enddt: call.endsAt.toISOString(),
    body: call.details,
    ...(call.location ? { location: call.location } : {}),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}

/** A booked call as the calendar links carry it: the subject of docs/product.md section 14, who and what it is about. */
export function appointmentForCalendar(
  appointment: {
    starts_at: string;
    ends_at: string;
    meet_link: string | null;
    program: { name: string };
    professional: { name: string };
  },
  /** Whom the call is with, for the person adding it: the professional, unless it is theirs. */
  withWhom: string = appointment.professional.name,
): CallForCalendar {
  return {
    title: 'Homebuyer Appointment Call',
    details: `A call about ${appointment.program.name} with ${withWhom}.${
      appointment.meet_link ? ` Join: ${appointment.meet_link}` : ''
    }`,
    startsAt: new Date(appointment.starts_at),
    endsAt: new Date(appointment.ends_at),
    location: appointment.meet_link,
  };
}
