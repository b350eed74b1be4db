/**
 * Which of a day's 27 slots a buyer can book with a professional, and why not: pure, so that the
 * rules are tested as a table and the same answer is given to the slot list and to the booking.
 */
import {
  BOOKING_HORIZON_DAYS,
  type Slot,
  type SlotDisabledReason,
  slotDisabledLabels,
  slotStartsOn,
} from '@hbw/contract';

export type DayOfProfessional = {
  /** The New York date, `yyyy-MM-dd`. */
  date: string;
  now: Date;
  /** Slot ids the professional takes calls in on this weekday. */
  offeredSlotIds: ReadonlySet<number>;
  dayOff: boolean;
  /** Start instants (ms) already booked with the professional that day. */
  bookedStarts: ReadonlySet<number>;
  /** Start instants (ms) of the buyer's own calls that day, with anyone. */
  buyerStarts: ReadonlySet<number>;
};

export function disabledReason(day: DayOfProfessional, slotId: number, startsAt: Date): SlotDisabledReason | null {
  const start = startsAt.getTime();
  if (start <= day.now.getTime()) return 'past';
  if (start > day.now.getTime() + BOOKING_HORIZON_DAYS * 24 * 3600 * 1000) return 'beyond_horizon';
  if (day.dayOff) return 'day_off';
  if (!day.offeredSlotIds.has(slotId)) return 'not_offered';
  if (day.bookedStarts.has(start)) return 'booked';
  if (day.buyerStarts.has(start)) return 'buyer_busy';
  return null;
}

export function slotStates(day: DayOfProfessional): Slot[] {
  return slotStartsOn(day.date).map(({ slot, startsAt }) => {
    const reason = disabledReason(day, slot.id, startsAt);
    return {
      id: slot.id,
      time: slot.label,
      starts_at: startsAt.toISOString(),
      active: !day.dayOff && day.offeredSlotIds.has(slot.id),
      disabled: reason !== null,
      disabled_reason: reason,
      disabled_label: reason ? slotDisabledLabels[reason] : null,
    };
  });
}
