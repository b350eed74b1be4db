/**
 * Booking as a service of the app (`app.booking`), and the jobs that follow a booking: create the
 * meeting and send the confirmations, remind both sides 30 minutes before, tell both sides of a
 * cancellation, invite a guest the buyer added and tell one they removed (guests also hear of a
 * move and of a cancellation), and tell the professional's webhooks of a booking, a move and a
 * cancellation. Each notice is claimed in `appointment_notices` before its mail is
 * queued, in one transaction, so a retried job never sends it twice.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import type { MailMessage } from '../../plugins/app/mail.ts';
import { CalendarDisconnected, type CalendarEventRequest, type CalendarProvider } from '../calendars/index.ts';
import { callEvent, meetingLinkProvider, REMINDER_MINUTES } from './calendar.ts';
import { type MailedCallLinks, mailedCallLinks } from './call-links.ts';
import { guestCancellationMail, guestInvitationMail, guestRemovedMail, guestRescheduledMail } from './guest-mails.ts';
import {
  type AppointmentJob,
  CANCELLED_JOB,
  CONFIRM_JOB,
  GUEST_INVITED_JOB,
  GUEST_REMOVED_JOB,
  type GuestJob,
  type MovedCallJob,
  REMIND_JOB,
  RESCHEDULED_JOB,
} from './job-names.ts';
import {
  bookingMailContext,
  cancellationMail,
  confirmationMail,
  type Recipient,
  recipientAddress,
  reminderMail,
  rescheduledMail,
} from './mails.ts';
import { type AppointmentWithParties, bookingRepository, type CallGuest, presentGuests } from './repository.ts';
import { type BookingService, bookingService } from './service.ts';
import { callWebhookEvent } from './webhook-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    booking: BookingService;
  }
}

export type BookingOptions = {
  /** The calendar that creates meetings; tests pass one that fails on purpose. */
  calendarProvider?: CalendarProvider;
  /** The clock of the slot rules; tests set one to stand on a given day (a daylight-saving change). */
  now?: () => Date;
};

const recipients: Recipient[] = ['buyer', 'professional'];

/**
 * The id of a call's reminder job: a UUID, as pg-boss takes ids, that only this call's UID gives, and
 * its start once the call was moved (the first start keeps the id reminders had before moves existed).
 */
function reminderJobId(uid: string, movedTo?: number): string {
  const hex = createHash('sha256')
    .update(movedTo === undefined ? `reminder ${uid}` : `reminder ${uid} ${movedTo}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

type CallMeetings = ReturnType<typeof callMeetings>;
type CallNotices = ReturnType<typeof callNotices>;

/** A call's meeting in the calendar it is made in: made, cancelled and changed. */
function callMeetings(app: FastifyInstance, options: BookingOptions) {
  const linkCalendar = meetingLinkProvider(app.config.meetingUrlTemplate);

  /**
   * Where a call's meeting is made: the buyer's connected calendar (a Meet or Teams link), or the
   * meeting-link template when they have none or their calendar stopped accepting our tokens.
   */
  async function createMeeting(row: AppointmentWithParties, event: CalendarEventRequest) {
    if (options.calendarProvider)
      return { provider: options.calendarProvider.name, ...(await options.calendarProvider.createEvent(event)) };
    const calendar = await app.calendars.calendarOf(row.appointment.buyerId);
    if (calendar) {
      try {
        return { provider: calendar.name, ...(await calendar.createEvent(event)) };
      } catch (error) {
        // The owner is told when the connection breaks; the call still gets a meeting.
        if (!(error instanceof CalendarDisconnected)) throw error;
      }
    }
    return { provider: linkCalendar.name, ...(await linkCalendar.createEvent(event)) };
  }

  async function cancelMeeting(row: AppointmentWithParties) {
    const { calendarProvider, calendarEventId, buyerId } = row.appointment;
    if (!calendarEventId) return;
    if (options.calendarProvider) return options.calendarProvider.cancelEvent(calendarEventId);
    if (calendarProvider !== 'google' && calendarProvider !== 'microsoft')
      return linkCalendar.cancelEvent(calendarEventId);
    const calendar = await app.calendars.calendarOf(buyerId, calendarProvider);
    // Without the calendar any more, the event is the buyer's to delete; the cancellation mail tells them.
    await calendar?.cancelEvent(calendarEventId).catch((error: unknown) => {
      if (!(error instanceof CalendarDisconnected)) throw error;
    });
  }

  /**
   * Changes a call's event (its time, its attendees) in the calendar it was made in; the meeting
   * and its link stay.
   */
  async function changeMeeting(
    row: AppointmentWithParties,
    change: (calendar: CalendarProvider, eventId: string, event: CalendarEventRequest) => Promise<void>,
  ) {
    const { calendarProvider, calendarEventId, buyerId } = row.appointment;
    if (!calendarEventId) return;
    const event = callEvent(row);
    if (options.calendarProvider) return change(options.calendarProvider, calendarEventId, event);
    if (calendarProvider !== 'google' && calendarProvider !== 'microsoft')
      return change(linkCalendar, calendarEventId, event);
    const calendar = await app.calendars.calendarOf(buyerId, calendarProvider);
    if (!calendar) return;
    // Without the calendar any more, the invitation in the mail updates the people's calendars.
    await change(calendar, calendarEventId, event).catch((error: unknown) => {
      if (!(error instanceof CalendarDisconnected)) throw error;
    });
  }

  return { createMeeting, cancelMeeting, changeMeeting };
}

/** The notices of a call, each mailed once to each address that should have it. */
function callNotices({ config, db, mail }: FastifyInstance) {
  /**
   * Queues one mail per recipient who has not had this notice yet: both sides of the call, and
   * its guests when they are told too. The buyer's mail about a call still ahead gets its own
   * "Reschedule" and "Cancel" links, written with it.
   */
  async function notify(
    row: AppointmentWithParties,
    kind: string,
    message: (recipient: Recipient, links?: MailedCallLinks) => MailMessage,
    guestMessage?: (guest: CallGuest) => MailMessage,
  ) {
    const { id, sequence, startsAt, status } = row.appointment;
    await db.transaction(async (tx) => {
      for (const recipient of recipients) {
        await sendOnce(tx, row, kind, recipientAddress(row, recipient), async () => {
          const links =
            recipient === 'buyer' && status === 'booked'
              ? await mailedCallLinks(tx, { id, sequence, startsAt }, config.publicUrl)
              : undefined;
          return message(recipient, links);
        });
      }
      if (!guestMessage) return;
      for (const guest of presentGuests(row)) await sendOnce(tx, row, kind, guest.email, () => guestMessage(guest));
    });
  }

  /**
   * Queues the mail unless this notice of the call already went to this address; the mail is
   * written only then, as writing it may store the links it carries.
   */
  async function sendOnce(
    tx: Database,
    row: AppointmentWithParties,
    kind: string,
    address: string,
    message: () => MailMessage | Promise<MailMessage>,
  ) {
    if (await bookingRepository(tx).claimNotice(row.appointment.id, kind, address)) {
      await mail.send(await message(), { transaction: tx });
    }
  }

  return { notify, sendOnce };
}

/** The jobs that follow a booking, a move, a cancellation and a guest added or removed. */
function defineCallJobs(
  { db, jobs, config, webhooks }: FastifyInstance,
  { createMeeting, cancelMeeting, changeMeeting }: CallMeetings,
  { notify, sendOnce }: CallNotices,
) {
  const repository = bookingRepository(db);
  const context = bookingMailContext(config);

  jobs.define<AppointmentJob>(CONFIRM_JOB, async ({ appointmentId }) => {
    let row = await repository.findWithGuests(appointmentId);
    if (row?.appointment.status !== 'booked') return;
    await webhooks.emit(callWebhookEvent('call.booked', row, row.appointment.createdAt));
    // The reminder is queued here rather than with the booking, which then writes one job instead
    // of two. Its id follows from the call's UID, so a retried confirmation queues it only once.
    const startsAt = row.appointment.startsAt.getTime();
    await jobs.send(REMIND_JOB, { appointmentId, startsAt } satisfies AppointmentJob, {
      id: reminderJobId(row.appointment.uid, row.appointment.sequence === 0 ? undefined : startsAt),
      startAfter: new Date(row.appointment.startsAt.getTime() - REMINDER_MINUTES * 60_000),
    });
    if (!row.appointment.meetLink) {
      const meeting = await createMeeting(row, callEvent(row));
      await repository.setMeeting(appointmentId, meeting);
      row = await repository.findWithGuests(appointmentId);
      if (!row) return;
    }
    const confirmed = row;
    await notify(confirmed, 'confirmation', (recipient, links) =>
      confirmationMail(confirmed, recipient, context, links),
    );
  });

  jobs.define<AppointmentJob>(REMIND_JOB, async ({ appointmentId, startsAt }) => {
    const row = await repository.find(appointmentId);
    // A reminder for a call cancelled meanwhile, moved since, or that already began, is dropped.
    if (row?.appointment.status !== 'booked' || row.appointment.startsAt.getTime() < Date.now()) return;
    if (startsAt !== undefined && row.appointment.startsAt.getTime() !== startsAt) return;
    const kind = row.appointment.sequence === 0 ? 'reminder' : `reminder ${row.appointment.startsAt.getTime()}`;
    await notify(row, kind, (recipient, links) => reminderMail(row, recipient, context, links));
  });

  jobs.define<MovedCallJob>(RESCHEDULED_JOB, async ({ appointmentId, proposed = false }) => {
    const row = await repository.findWithGuests(appointmentId);
    if (row?.appointment.status !== 'booked') return;
    await webhooks.emit(callWebhookEvent('call.rescheduled', row, row.appointment.updatedAt));
    await changeMeeting(row, (calendar, eventId, event) => calendar.moveEvent(eventId, event));
    const startsAt = row.appointment.startsAt.getTime();
    await jobs.send(REMIND_JOB, { appointmentId, startsAt } satisfies AppointmentJob, {
      id: reminderJobId(row.appointment.uid, startsAt),
      startAfter: new Date(startsAt - REMINDER_MINUTES * 60_000),
    });
    // Each move is told once: a notice per SEQUENCE of the invitation.
    await notify(
      row,
      `rescheduled ${row.appointment.sequence}`,
      (recipient, links) => rescheduledMail(row, recipient, context, { links, proposed }),
      (guest) => guestRescheduledMail(row, guest, context),
    );
  });

  jobs.define<AppointmentJob>(CANCELLED_JOB, async ({ appointmentId }) => {
    const row = await repository.findWithGuests(appointmentId);
    if (row?.appointment.status !== 'cancelled') return;
    await webhooks.emit(
      callWebhookEvent('call.cancelled', row, row.appointment.cancelledAt ?? row.appointment.updatedAt),
    );
    await cancelMeeting(row);
    await notify(
      row,
      'cancellation',
      (recipient) => cancellationMail(row, recipient, context),
      (guest) => guestCancellationMail(row, guest, context),
    );
  });

  jobs.define<GuestJob>(GUEST_INVITED_JOB, async ({ appointmentId, guestId }) => {
    const row = await repository.findWithGuests(appointmentId);
    const guest = row && presentGuests(row).find((candidate) => candidate.id === guestId);
    if (row?.appointment.status !== 'booked' || !guest) return;
    // The invitation carries the meeting link, which the confirmation makes: until then, try again.
    if (!row.appointment.meetLink) throw new Error('The call has no meeting yet; the guest is invited after it.');
    await changeMeeting(row, (calendar, eventId, event) => calendar.updateAttendees(eventId, event));
    await db.transaction((tx) =>
      sendOnce(tx, row, `guest ${guestId} invited`, guest.email, () => guestInvitationMail(row, guest, context)),
    );
  });

  jobs.define<GuestJob>(GUEST_REMOVED_JOB, async ({ appointmentId, guestId }) => {
    const row = await repository.findWithGuests(appointmentId);
    const guest = row?.guests?.find((candidate) => candidate.id === guestId && candidate.removedAt);
    if (row?.appointment.status !== 'booked' || !guest) return;
    await changeMeeting(row, (calendar, eventId, event) => calendar.updateAttendees(eventId, event));
    await db.transaction((tx) =>
      sendOnce(tx, row, `guest ${guestId} removed`, guest.email, () => guestRemovedMail(row, guest, context)),
    );
  });
}

export default fp<BookingOptions>(
  async (app, options) => {
    const { config, db, jobs, mail } = app;

    // Who asks about a call: set by the hooks of booking's routes (`caller-hooks.ts`).
    app.decorateRequest('caller', null);
    app.decorate(
      'booking',
      bookingService({
        db,
        config,
        jobs,
        mail,
        changes: app.changes,
        busy: { between: app.calendars.busyBetween, known: app.calendars.knownBusy },
        professionals: app.professionals,
        catalogue: app.programs,
        webhooks: app.webhooks,
        ...(options.now && { now: options.now }),
      }),
    );
    defineCallJobs(app, callMeetings(app, options), callNotices(app));
  },
  {
    name: 'booking',
    dependencies: ['config', 'database', 'jobs', 'mail', 'calendars', 'professionals', 'programs', 'webhooks'],
  },
);
