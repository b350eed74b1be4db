/**
 * The emails of a call's guests: the invitation when the buyer adds them, the call moved, the call
 * cancelled, and their removal from it. Guests have no account, so times read in Eastern Time, the
 * call's own zone; each mail carries the call's invitation, so their calendar follows the call.
 */
import { callWhenIn } from '@hbw/contract';
import { personName } from '../../lib/person-name.ts';
import type { MailMessage } from '../../plugins/app/mail.ts';
import { calendarLinkLines, invitationFor, type MailContext } from './mails.ts';
import type { AppointmentWithParties, CallGuest } from './repository.ts';

function callOf(row: AppointmentWithParties) {
  return {
    buyer: personName(row.buyer),
    professional: `${personName(row.professionalUser)} (${row.professional.company})`,
    when: callWhenIn(row.appointment.startsAt, null),
    join: row.appointment.meetLink ? `Join the call: ${row.appointment.meetLink}` : '',
  };
}

const lines = (...text: string[]) => text.filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n');

export function guestInvitationMail(row: AppointmentWithParties, guest: CallGuest, context: MailContext): MailMessage {
  const call = callOf(row);
  return {
    to: guest.email,
    subject: `${call.buyer} invited you to a call with ${call.professional}`,
    text: lines(
      `Hello ${guest.name},`,
      '',
      `${call.buyer} added you to their call about ${row.programName} with ${call.professional}.`,
      '',
      `When: ${call.when} (30 minutes)`,
      call.join,
      '',
      'The invitation attached adds the call to your calendar.',
      ...calendarLinkLines(row),
      '',
      'Homebuyer Wizard',
    ),
    icalEvent: invitationFor(row, context, 'REQUEST'),
  };
}

export function guestRescheduledMail(row: AppointmentWithParties, guest: CallGuest, context: MailContext): MailMessage {
  const call = callOf(row);
  return {
    to: guest.email,
    subject: `Moved: the call with ${call.buyer} is now on ${call.when}`,
    text: lines(
      `${call.buyer} moved their call about ${row.programName} with ${call.professional}, which you are invited to.`,
      '',
      `New time: ${call.when} (30 minutes)`,
      row.appointment.meetLink ? `Join the call (same link as before): ${row.appointment.meetLink}` : '',
      '',
      'The attached update moves the call in your calendar.',
      '',
      'Homebuyer Wizard',
    ),
    icalEvent: invitationFor(row, context, 'REQUEST'),
  };
}

export function guestCancellationMail(
  row: AppointmentWithParties,
  guest: CallGuest,
  context: MailContext,
): MailMessage {
  const call = callOf(row);
  return {
    to: guest.email,
    subject: `Cancelled: the call with ${call.buyer} on ${call.when}`,
    text: lines(
      `The call about ${row.programName} between ${call.buyer} and ${call.professional}, planned for ${call.when}, is cancelled.`,
      '',
      'The attached update removes the call from your calendar.',
      '',
      'Homebuyer Wizard',
    ),
    icalEvent: invitationFor(row, context, 'CANCEL'),
  };
}

/** The call goes on without this guest: the cancellation takes it out of their calendar only. */
export function guestRemovedMail(row: AppointmentWithParties, guest: CallGuest, context: MailContext): MailMessage {
  const call = callOf(row);
  return {
    to: guest.email,
    subject: `You are no longer invited to the call with ${call.buyer} on ${call.when}`,
    text: lines(
      `${call.buyer} removed you from their call about ${row.programName} with ${call.professional}, planned for ${call.when}.`,
      '',
      'The attached update removes the call from your calendar.',
      '',
      'Homebuyer Wizard',
    ),
    // The cancellation names the guest it is for among the attendees, as a removal does in iCalendar.
    icalEvent: invitationFor({ ...row, guests: [{ ...guest, removedAt: null }] }, context, 'CANCEL'),
  };
}
