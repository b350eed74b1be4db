/**
 * The times a call can take: the days of a month and the slots of a day as a caller sees them, the
 * start a booking, a move or a proposal asks for when it may be taken, and the refusal of a time
 * the unique indexes found taken. What the slot rules read is cached by the read model.
 */
import { type BookingDay, datesOfMonth, SLOT_TAKEN, slotAt, slotDisabledLabels, toWallTime } from '@hbw/contract';
import { uniqueViolation } from '../../db/errors.ts';
import { HttpError, invalidInput } from '../../lib/http-error.ts';
import { type BookingCallers, type Caller, refusal } from './callers.ts';
import type { BookingContext } from './context.ts';
import { dayBounds, NONE } from './read-model.ts';
import { bookingDay, type DayOfProfessional, disabledReason } from './slot-states.ts';

/**
 * Whose times a caller reads: those of a new call with the professional a signed-in account names
 * (as the buyer it would book as), or those a call it may move could take.
 */
export type TimesOf = { professionalId: number } | { appointmentId: number };

/** A write refused by a unique index: the time was taken by someone else, or the buyer has a call then. */
export function takenTime(error: unknown): never {
  const index = uniqueViolation(error);
  if (index === 'appointments_professional_start_key') throw new HttpError(409, SLOT_TAKEN);
  if (index === 'appointments_buyer_start_key') {
    throw invalidInput({ appointment_date: ['You already have a call at this time.'] });
  }
  throw error;
}

/**
 * Requires the start a booking, a move or a proposal asks for (read from its text by the contract's
 * `appointmentDateField`) to be one that may be taken: in the professional's hours, neither past nor
 * beyond the horizon, not busy in their calendar (409, as a time just taken). Times taken by calls are
 * left to the unique indexes of the write, which must refuse them anyway against a concurrent booking.
 */
export function bookableCheck({ read, busy, professionals, now }: BookingContext) {
  return async function requireBookable(professionalId: number, startsAt: Date, programId?: number) {
    const slot = slotAt(startsAt);
    if (!slot) throw invalidInput({ appointment_date: [`${slotDisabledLabels.not_offered}: choose another time.`] });
    const date = toWallTime(startsAt).date;
    const hours = await read.hoursOf(professionalId);
    if (programId !== undefined && !hours.programIds.has(programId)) {
      const professional = await professionals.find(professionalId);
      if (!professional) throw invalidInput({ professional_detail_id: ['There is no such professional.'] });
      throw invalidInput({
        program_administrative_information_id: [`${professional.name} does not take calls about this program.`],
      });
    }
    const { from, to, weekday } = dayBounds(date);
    const reason = disabledReason(
      {
        date,
        now: now(),
        offeredSlotIds: hours.offeredSlotIds[weekday] ?? NONE,
        dayOff: hours.daysOff.has(date),
        bookedStarts: NONE,
        buyerStarts: NONE,
        professionalBusy: await busy.between(hours.userId, from, to),
      },
      slot.id,
      startsAt,
    );
    if (reason === 'calendar_busy') throw new HttpError(409, SLOT_TAKEN);
    if (reason) throw invalidInput({ appointment_date: [`${slotDisabledLabels[reason]}: choose another time.`] });
  };
}

export type RequireBookable = ReturnType<typeof bookableCheck>;

export function callTimes({ read, now }: BookingContext, { callOf }: BookingCallers) {
  async function whoseTimes(caller: Caller, of: TimesOf) {
    if ('appointmentId' in of) {
      const { row } = await callOf(caller, of.appointmentId, 'times');
      return { buyerId: row.appointment.buyerId, professionalId: row.appointment.professionalId };
    }
    if (caller.kind !== 'buyer') throw refusal(caller);
    return { buyerId: caller.buyerId, professionalId: of.professionalId };
  }

  async function daysOfMonth(buyerId: number, professionalId: number, month: string): Promise<BookingDay[]> {
    const hours = await read.hoursOf(professionalId);
    const at = now();
    const beforeBookings = datesOfMonth(month).map((date) =>
      bookingDay({
        date,
        now: at,
        offeredSlotIds: hours.offeredSlotIds[dayBounds(date).weekday] ?? NONE,
        dayOff: hours.daysOff.has(date),
        bookedStarts: NONE,
        buyerStarts: NONE,
      }),
    );
    // A day with a time that may be free is shown with its calls and calendars: those days are read
    // together, each side's calls of them in one query (read a day at a time, a month with nothing
    // cached cost two queries a day).
    const open = beforeBookings.filter((day) => day.bookable).map((day) => day.date);
    const days = (open.length > 0 ? await read.days(buyerId, professionalId, open) : []).values();
    return beforeBookings.map((day) => (day.bookable ? bookingDay(days.next().value as DayOfProfessional) : day));
  }

  return {
    /** The day's slots as the caller sees them: asked for on every visit to the booking page. */
    async slots(caller: Caller, of: TimesOf, date: string) {
      const { buyerId, professionalId } = await whoseTimes(caller, of);
      return read.slotsOfDay(buyerId, professionalId, date);
    },

    /**
     * Each day of a month (`yyyy-MM`) as the caller sees it: whether a time is free, and how many,
     * as the day's slot list shows. A day that has no free time even before anything is booked (gone
     * by, a day off, no hours that weekday, beyond the horizon) is answered from the professional's
     * hours alone; the others are read together, which fills the caches the slot list of each of
     * those days is answered from.
     */
    async days(caller: Caller, of: TimesOf, month: string) {
      const { buyerId, professionalId } = await whoseTimes(caller, of);
      return daysOfMonth(buyerId, professionalId, month);
    },

    /** The professional's booked starts that day, as New York times. */
    bookedStarts: read.bookedStartsOfDay,
  };
}
