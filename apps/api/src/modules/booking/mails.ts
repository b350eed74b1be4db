/** The emails of booking, for the buyer and for the professional. */
import {
  appointmentForCalendar,
  callWhenIn,
  googleCalendarLink,
  outlookCalendarLink,
  professionalKindLabels,
} from '@hbw/contract';
import { personName } from '../../lib/person-name.ts';
import type { MailMessage } from '../../plugins/app/mail.ts';
import type { MailedCallLinks } from './call-links.ts';
import { invitationIcs } from './invitation.ts';
import { type AppointmentWithParties, presentGuests, toAppointment } from './repository.ts';

export type MailContext = { publicUrl: string; organizer: { name: string; email: string } };

export function bookingMailContext(config: { publicUrl: string; mailFrom: string }): MailContext {
  // The organiser of the invitation is the address mail comes from: "Name <address>" gives the address.
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return { publicUrl: config.publicUrl, organizer: { name: 'Homebuyer Wizard', email: address } };
}
export type Recipient = 'buyer' | 'professional';

function parties(row: AppointmentWithParties) {
  return {
    buyer: { name: personName(row.buyer), email: row.buyer.email },
    professional: { name: personName(row.professionalUser), email: row.professionalUser.email },
  };
}

/**
 * The call's time for one side of it: in their own zone first, with Eastern Time beside it when their
 * clock shows another time ("... at 7:00 AM Pacific Standard Time (10:00 AM Eastern Time)").
 */
function callTimeFor(row: AppointmentWithParties, recipient: Recipient): string {
  const person = recipient === 'buyer' ? row.buyer : row.professionalUser;
  return callWhenIn(row.appointment.startsAt, person.timeZone);
}

/** The invitation of a call, as its emails attach it and its page offers it. */
export function invitationFor(row: AppointmentWithParties, context: MailContext, method: 'REQUEST' | 'CANCEL') {
  const { buyer, professional } = parties(row);
  const { appointment } = row;
  const content = invitationIcs({
    uid: appointment.uid,
    sequence: appointment.sequence,
    method,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    description: [
      `A call about ${row.programName} between ${buyer.name} and ${professional.name} (${row.professional.company}).`,
      appointment.meetLink ? `Join: ${appointment.meetLink}` : '',
      appointment.description ? `Notes: ${appointment.description}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    joinUrl: appointment.meetLink,
    organizer: context.organizer,
    attendees: [buyer, professional, ...presentGuests(row).map(({ name, email }) => ({ name, email }))],
  });
  return { method, filename: method === 'REQUEST' ? 'invite.ics' : 'cancel.ics', content };
}

/**
 * The lines that put the call in a web calendar, beside the attached invitation; the professional's
 * say whom the call is with, as everyone else's name the professional.
 */
export function calendarLinkLines(row: AppointmentWithParties, reader: Recipient | 'guest' = 'buyer'): string[] {
  const call = appointmentForCalendar(
    toAppointment(row),
    reader === 'professional' ? parties(row).buyer.name : parties(row).professional.name,
  );
  return [`Add to Google Calendar: ${googleCalendarLink(call)}`, `Add to Outlook: ${outlookCalendarLink(call)}`];
}

/** The professional changes a call from its page in the portal, signed in: another time, or cancelling it. */
function portalCallLine(row: AppointmentWithParties, context: MailContext): string {
  return `Propose another time or cancel: ${context.publicUrl}/pro/calls/${row.appointment.id}`;
}

/** The lines that change the call without signing in, in the buyer's emails. */
function callLinkLines(links: MailedCallLinks | undefined): string[] {
  if (!links) return [];
  return [
    '',
    "Need another time, or can't make it? No need to sign in:",
    `Reschedule: ${links.reschedule}`,
    `Cancel: ${links.cancel}`,
  ];
}

export function recipientAddress(row: AppointmentWithParties, recipient: Recipient): string {
  return parties(row)[recipient].email;
}

export function confirmationMail(
  row: AppointmentWithParties,
  recipient: Recipient,
  context: MailContext,
  links?: MailedCallLinks,
): MailMessage {
  const { buyer, professional } = parties(row);
  const { appointment } = row;
  const when = callTimeFor(row, recipient);
  const join = appointment.meetLink
    ? `Join the call: ${appointment.meetLink}`
    : 'The meeting link follows in a separate email.';
  if (recipient === 'buyer') {
    return {
      to: buyer.email,
      subject: `Your call with ${professional.name} is booked`,
      text: [
        `Your call about ${row.programName} is booked.`,
        '',
        `When: ${when} (30 minutes)`,
        `With: ${professional.name}, ${professionalKindLabels[row.professional.kind]} at ${row.professional.company}`,
        join,
        '',
        'The invitation attached adds the call to your calendar, with a reminder 30 minutes before.',
        ...calendarLinkLines(row),
        ...callLinkLines(links),
        `See it: ${context.publicUrl}/app/appointment/${appointment.id}`,
        '',
        'Homebuyer Wizard',
      ].join('\n'),
      icalEvent: invitationFor(row, context, 'REQUEST'),
    };
  }
  return {
    to: professional.email,
    subject: `New call booked: ${buyer.name}, ${when}`,
    text: [
      `${buyer.name} booked a call with you about ${row.programName}.`,
      '',
      `When: ${when} (30 minutes)`,
      `Buyer: ${buyer.name} <${buyer.email}>`,
      appointment.description ? `Their notes: ${appointment.description}` : 'They left no notes.',
      join,
      '',
      ...calendarLinkLines(row, 'professional'),
      portalCallLine(row, context),
      `Your calls: ${context.publicUrl}/pro`,
      '',
      'Homebuyer Wizard',
    ].join('\n'),
    icalEvent: invitationFor(row, context, 'REQUEST'),
  };
}

/**
 * A call moved to another time: the same invitation, its SEQUENCE raised, so calendars move the
 * event. `proposed` when the buyer accepted the time the professional proposed.
 */
export function rescheduledMail(
  row: AppointmentWithParties,
  recipient: Recipient,
  context: MailContext,
  { links, proposed = false }: { links?: MailedCallLinks | undefined; proposed?: boolean } = {},
): MailMessage {
  const { buyer, professional } = parties(row);
  const other = recipient === 'buyer' ? professional : buyer;
  const when = callTimeFor(row, recipient);
  return {
    to: parties(row)[recipient].email,
    subject: `Moved: your call with ${other.name} is now on ${when}`,
    text: [
      proposed
        ? `${recipient === 'buyer' ? `You accepted the time ${professional.name}` : `${buyer.name} accepted the time you`} proposed for the call about ${row.programName}.`
        : `${recipient === 'buyer' ? 'You moved' : `${buyer.name} moved`} the call about ${row.programName}.`,
      '',
      `New time: ${when} (30 minutes)`,
      row.appointment.meetLink ? `Join the call (same link as before): ${row.appointment.meetLink}` : '',
      '',
      'The attached update moves the call in your calendar.',
      ...calendarLinkLines(row, recipient),
      ...callLinkLines(links),
      recipient === 'buyer'
        ? `See it: ${context.publicUrl}/app/appointment/${row.appointment.id}`
        : portalCallLine(row, context),
      '',
      'Homebuyer Wizard',
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
    icalEvent: invitationFor(row, context, 'REQUEST'),
  };
}

export function reminderMail(
  row: AppointmentWithParties,
  recipient: Recipient,
  context: MailContext,
  links?: MailedCallLinks,
): MailMessage {
  const { buyer, professional } = parties(row);
  const other = recipient === 'buyer' ? professional : buyer;
  return {
    to: parties(row)[recipient].email,
    subject: `Starting in 30 minutes: your call with ${other.name}`,
    text: [
      `Your call with ${other.name} about ${row.programName} starts at ${callTimeFor(row, recipient)}.`,
      row.appointment.meetLink ? `Join the call: ${row.appointment.meetLink}` : '',
      ...(recipient === 'buyer' ? calendarLinkLines(row) : [portalCallLine(row, context)]),
      ...callLinkLines(links),
      '',
      'Homebuyer Wizard',
    ].join('\n'),
  };
}

/** The professional proposes another time: the buyer answers with one click, signed in or not. */
export function proposalMail(
  row: AppointmentWithParties,
  proposedStart: Date,
  link: string,
  context: MailContext,
): MailMessage {
  const { professional } = parties(row);
  const proposed = callWhenIn(proposedStart, row.buyer.timeZone);
  return {
    to: row.buyer.email,
    subject: `${professional.name} proposes to move your call to ${proposed}`,
    text: [
      `${professional.name} asks whether your call about ${row.programName} could move.`,
      '',
      `Now: ${callTimeFor(row, 'buyer')}`,
      `Proposed: ${proposed} (30 minutes)`,
      '',
      `Accept or keep the current time, with one click: ${link}`,
      `Or on your call's page: ${context.publicUrl}/app/appointment/${row.appointment.id}`,
      '',
      'Until you answer, your call stays where it is. The proposal lapses when either time comes.',
      '',
      'Homebuyer Wizard',
    ].join('\n'),
  };
}

/** The buyer kept the call's time: the professional who proposed another one is told. */
export function proposalDeclinedMail(
  row: AppointmentWithParties,
  proposedStart: Date,
  context: MailContext,
): MailMessage {
  const { buyer } = parties(row);
  return {
    to: row.professionalUser.email,
    subject: `${buyer.name} keeps the call at ${callTimeFor(row, 'professional')}`,
    text: [
      `${buyer.name} declined the time you proposed (${callWhenIn(proposedStart, row.professionalUser.timeZone)}).`,
      `The call about ${row.programName} stays at ${callTimeFor(row, 'professional')}.`,
      '',
      `The call: ${context.publicUrl}/pro/calls/${row.appointment.id}`,
      '',
      'Homebuyer Wizard',
    ].join('\n'),
  };
}

export function cancellationMail(row: AppointmentWithParties, recipient: Recipient, context: MailContext): MailMessage {
  const { buyer, professional } = parties(row);
  const other = recipient === 'buyer' ? professional : buyer;
  const byStaff = row.appointment.cancelledBy === 'operator';
  const cancelledBy = byStaff
    ? 'The Homebuyer Wizard team cancelled'
    : row.appointment.cancelledBy === recipient
      ? 'You cancelled'
      : `${other.name} cancelled`;
  const note = row.appointment.cancellationNote
    ? `${byStaff ? 'Our' : 'Their'} note: ${row.appointment.cancellationNote}`
    : '';
  return {
    to: parties(row)[recipient].email,
    subject: `Cancelled: your call with ${other.name} on ${callTimeFor(row, recipient)}`,
    text: [
      `${cancelledBy} the call about ${row.programName} planned for ${callTimeFor(row, recipient)}.`,
      row.appointment.cancelledBy === recipient ? '' : note,
      '',
      recipient !== 'buyer'
        ? ''
        : byStaff
          ? `${professional.name} no longer takes calls here. Choose another professional: ${context.publicUrl}/app/my-pals`
          : `Book another time: ${context.publicUrl}/app/book-appointment/${row.professional.id}`,
      'The attached update removes the call from your calendar.',
      '',
      'Homebuyer Wizard',
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
    icalEvent: invitationFor(row, context, 'CANCEL'),
  };
}

export function messageMail(input: {
  row: AppointmentWithParties;
  from: Recipient;
  subject: string;
  body: string;
}): MailMessage & { replyTo: string } {
  const people = parties(input.row);
  const sender = people[input.from];
  const to = input.from === 'buyer' ? 'professional' : 'buyer';
  const recipient = people[to];
  return {
    to: recipient.email,
    replyTo: sender.email,
    subject: input.subject,
    text: [
      `${sender.name} wrote to you about your call on ${callTimeFor(input.row, to)}:`,
      '',
      input.body,
      '',
      `Reply to this email to answer ${sender.name} directly.`,
      'Homebuyer Wizard',
    ].join('\n'),
  };
}

/** Where a request for an expert went, truthfully: the agency's own address, or our team when it has none. */
export function expertRequestSentence(program: {
  administratorName: string;
  contactEmail: string | null;
  expert?: string;
}) {
  return program.contactEmail
    ? `We sent your request to ${program.administratorName}.`
    : `${program.administratorName} takes no requests from us directly, so we sent yours to the Homebuyer Wizard team, who will find you the right ${program.expert ?? 'expert'}.`;
}

export function expertRequestMails(input: {
  program: { name: string; administratorName: string; contactEmail: string | null };
  expertType: string;
  email: string;
  mobileNumber: string;
  householdIncome: number;
  supportEmail: string;
}): MailMessage[] {
  const expert = input.expertType.replaceAll('_', ' ');
  const income = `$${input.householdIncome.toLocaleString('en-US')}`;
  return [
    {
      to: input.program.contactEmail ?? input.supportEmail,
      subject: `A buyer asks for a ${expert}: ${input.program.name}`,
      text: [
        `A Homebuyer Wizard buyer asks to talk with a ${expert} about ${input.program.name}.`,
        '',
        `Email: ${input.email}`,
        `Mobile: ${input.mobileNumber}`,
        `Household income: ${income} a year`,
        '',
        'Please contact them directly.',
        'Homebuyer Wizard',
      ].join('\n'),
    },
    {
      to: input.email,
      subject: input.program.contactEmail
        ? `We asked ${input.program.administratorName} for a ${expert}`
        : `We are finding you a ${expert}`,
      text: [
        `${expertRequestSentence({ ...input.program, expert })} It is about ${input.program.name}.`,
        'Someone should contact you by email or phone within a few business days.',
        '',
        'Homebuyer Wizard',
      ].join('\n'),
    },
  ];
}
