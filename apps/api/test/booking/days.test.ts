import { toWallTime } from '@hbw/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/accounts.ts';
import { book, demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { createTestApp, createTestAppOn, type TestApp } from '../support/test-app.ts';

type Day = { date: string; bookable: boolean; free_slots: number; disabled_reason: string | null };
type Slot = { time: string; starts_at: string; disabled: boolean };

let app: TestApp;
let lender: Awaited<ReturnType<typeof demoLender>>;
let pro: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  lender = await demoLender(app);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/wizard-tool/login',
    payload: { email: 'lender@demo.homebuyerwizard.test', password: 'demo-lender-2026' },
  });
  pro = bearer(signIn.json().data.token);
});

async function daysOf(on: TestApp, headers: Record<string, string>, month: string): Promise<Day[]> {
  const response = await on.inject({
    method: 'GET',
    url: `/api/appointment/days?professional_detail_id=${lender.professionalId}&month=${month}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function slotsOf(on: TestApp, headers: Record<string, string>, date: string): Promise<Slot[]> {
  const response = await on.inject({
    method: 'GET',
    url: `/api/appointment/slots?professional_detail_id=${lender.professionalId}&date=${date}`,
    headers,
  });
  return response.json().data;
}

/**
 * Every day of the month (those `which` picks) says what that day's slot list says. The days and the
 * slot lists are read within one half hour of the clock: a time of today passes at each half hour,
 * and a month read across one would set a day counted before it against a slot list read after it,
 * so such a month is read again. Answers the days.
 */
async function expectDaysToMatchSlotLists(
  on: TestApp,
  headers: Record<string, string>,
  month: string,
  which: (day: Day) => boolean = () => true,
): Promise<Day[]> {
  const halfHour = () => Math.floor(Date.now() / 1_800_000);
  const read = async () => {
    const days = await daysOf(on, headers, month);
    const slotListsSay: { date: string; free: number; bookable: boolean }[] = [];
    for (const day of days.filter(which)) {
      const free = (await slotsOf(on, headers, day.date)).filter((slot) => !slot.disabled).length;
      slotListsSay.push({ date: day.date, free, bookable: free > 0 });
    }
    return { days, slotListsSay };
  };
  const started = halfHour();
  let { days, slotListsSay } = await read();
  if (halfHour() !== started) ({ days, slotListsSay } = await read());
  expect(days.filter(which).map((day) => ({ date: day.date, free: day.free_slots, bookable: day.bookable }))).toEqual(
    slotListsSay,
  );
  return days;
}

const monthOf = (date: string) => date.slice(0, 7);

describe('the days of a month', () => {
  it('marks a day off, a fully booked day and the days gone by as without free times, as their slot lists do', async () => {
    const current = (await app.inject({ method: 'GET', url: '/api/pro/availability', headers: pro })).json().data;
    const dayOff = upcoming(4);
    const fullDay = upcoming(5);
    await app.inject({
      method: 'PUT',
      url: '/api/pro/availability',
      headers: pro,
      payload: { weekly: current.weekly, days_off: [{ date: dayOff, note: 'Closing day' }] },
    });
    const other = await newBuyer(app, 'other');
    for (const slot of (await slotsOf(app, other.headers, fullDay)).filter((slot) => !slot.disabled)) {
      const time = toWallTime(new Date(slot.starts_at));
      const hhmm = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}:00`;
      expect((await book(app, other.headers, { ...lender, date: fullDay, time: hhmm })).statusCode).toBe(201);
    }

    const buyer = await newBuyer(app);
    const today = toWallTime(new Date()).date;
    const months = [...new Set([today, dayOff, fullDay].map(monthOf))];
    const byDate = new Map<string, Day>();
    for (const month of months) {
      const days = await expectDaysToMatchSlotLists(app, buyer.headers, month);
      expect(days[0]?.date).toBe(`${month}-01`);
      for (const day of days) byDate.set(day.date, day);
    }
    expect(byDate.get(dayOff)).toMatchObject({
      bookable: false,
      free_slots: 0,
      disabled_reason: 'day_off',
      disabled_label: 'Day off',
    });
    expect(byDate.get(fullDay)).toMatchObject({ bookable: false, free_slots: 0, disabled_reason: 'booked' });
    // A weekday of the demo lender's hours, neither the day off nor the full day, has times.
    expect(byDate.get(upcoming(3))).toMatchObject({ bookable: true, free_slots: expect.any(Number) });
    expect(byDate.get(upcoming(3))?.free_slots).toBeGreaterThan(0);

    const lastMonth = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const pastDays = await daysOf(app, buyer.headers, lastMonth.toISOString().slice(0, 7));
    expect(pastDays.every((day) => !day.bookable && day.free_slots === 0 && day.disabled_reason === 'past')).toBe(true);

    await app.inject({ method: 'PUT', url: '/api/pro/availability', headers: pro, payload: current });
  });

  it('counts the 27 times of the day clocks go back, as its slot list does', async () => {
    // Standing on the Wednesday before the change, with every time of Sunday offered.
    const beforeTheChange = await createTestAppOn(
      app.databaseUrl,
      {},
      { booking: { now: () => new Date('2026-10-28T14:00:00Z') } },
    );
    const current = (await app.inject({ method: 'GET', url: '/api/pro/availability', headers: pro })).json().data;
    const everyTime = Array.from({ length: 27 }, (_, index) => index + 1);
    await app.inject({
      method: 'PUT',
      url: '/api/pro/availability',
      headers: pro,
      payload: { weekly: [everyTime, ...current.weekly.slice(1)], days_off: [] },
    });
    const buyer = await newBuyer(app);
    const days = await expectDaysToMatchSlotLists(
      beforeTheChange,
      buyer.headers,
      '2026-11',
      (day) => day.date <= '2026-11-08',
    );
    expect(days.find((day) => day.date === '2026-11-01')).toMatchObject({ bookable: true, free_slots: 27 });
    expect(days.find((day) => day.date === '2026-10-31')).toBeUndefined();
    await app.inject({ method: 'PUT', url: '/api/pro/availability', headers: pro, payload: current });
  });

  it('needs a signed-in caller, a month written YYYY-MM and a real professional', async () => {
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/appointment/days?professional_detail_id=${lender.professionalId}&month=2026-12`,
    });
    expect(anonymous.statusCode).toBe(401);
    const buyer = await newBuyer(app);
    for (const month of ['2026-13', '2026-1', 'december', '2026-12-01', '']) {
      const bad = await app.inject({
        method: 'GET',
        url: `/api/appointment/days?professional_detail_id=${lender.professionalId}&month=${month}`,
        headers: buyer.headers,
      });
      expect(bad.statusCode, month).toBe(422);
      expect(bad.json().errors, month).toEqual({ month: ['Choose a month (YYYY-MM).'] });
    }
    const nobody = await app.inject({
      method: 'GET',
      url: '/api/appointment/days?professional_detail_id=999999&month=2026-12',
      headers: buyer.headers,
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors).toEqual({ professional_detail_id: ['There is no such professional.'] });
  });
});
