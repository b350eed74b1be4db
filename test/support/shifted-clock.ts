/**
 * Loaded into an app process with `--import` (see `clockStartsAt` in e2e/fixtures.ts) so that a
 * browser journey can run at a chosen moment, 8:40 PM in New York say, whatever the hour of the
 * machine: the process's clock starts at TEST_CLOCK_STARTS_AT and runs on from there at its own
 * pace. Only `Date` moves; timers keep real time, and PostgreSQL keeps its own clock, which is fine
 * for what the journeys do (everything they book lies ahead on both clocks).
 */
const startsAt = Date.parse(process.env.TEST_CLOCK_STARTS_AT ?? '');
if (Number.isNaN(startsAt)) throw new Error('TEST_CLOCK_STARTS_AT must be a date, 2026-11-25T20:40:00-05:00 say.');

const RealDate = Date;
const offset = startsAt - RealDate.now();

class ShiftedDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;
