/**
 * What the booking journeys stand on: the demo lender and a program they take, read through the
 * public calls, and days to book on that no other test of the worker books on.
 */
import type { Appointment, Professional } from '@hbw/contract';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { ReceivedMail } from '../../test/support/smtp-sink.ts';

export type LenderAndProgram = { lender: Professional; program: { id: number; name: string } };

/** Dana Whitfield, the demo lender of the seed data, and the first program she takes calls about. */
export async function demoLenderAndProgram(context: BrowserContext): Promise<LenderAndProgram> {
  const answer = await context.request.get('/api/professionals?kind=lender&state=TX');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: Professional[] };
  const lender = data.find((professional) => professional.name === 'Dana Whitfield');
  const program = lender?.programs[0];
  if (!lender || !program) throw new Error('The seed data has no demo lender Dana Whitfield with a program.');
  return { lender, program };
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * The given weekday of next week in New York, `yyyy-MM-dd`: always ahead and within the booking
 * horizon. Each journey takes its own weekday, as the tests of a worker share its app.
 */
export function dayNextWeek(weekday: (typeof weekdays)[number], now: Date = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
  const day = new Date(`${today}T12:00:00Z`);
  const ahead = 7 + ((weekdays.indexOf(weekday) - day.getUTCDay() + 7) % 7);
  day.setUTCDate(day.getUTCDate() + ahead);
  return day.toISOString().slice(0, 10);
}

/**
 * The first day after today in New York that the demo lender works (any but Sunday), `yyyy-MM-dd`:
 * sooner than every day of next week, so a call on it comes first among the lender's upcoming calls.
 */
export function firstWorkingDayAhead(now: Date = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
  const day = new Date(`${today}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0);
  return day.toISOString().slice(0, 10);
}

/** "Wednesday, December 2, 2026", as the date picker names its days. */
export function dayName(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${date}T12:00:00Z`));
}

/** A day of the booking page's date picker, named by its date and then what it offers ("3 free times"). */
export function calendarDay(page: Page, date: string) {
  return page.getByRole('button', { name: new RegExp(`^${dayName(date)}(, |$)`) });
}

/** Chooses a day in the booking page's date picker, turning to the next month when it is there. */
export async function chooseDay(page: Page, date: string): Promise<void> {
  const day = calendarDay(page, date);
  if (!(await day.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await expect(page.getByRole('group', { name: `Times on ${dayName(date)}` })).toBeVisible();
}

/** A time of the day's grid, by its label ("10:00 AM"); its name goes on with what the slot says. */
export function slot(page: Page, time: string) {
  return page.getByRole('radio', { name: new RegExp(`^${time}`) });
}

/** Chooses a time as a buyer does, on its tile (the radio button inside is out of sight). */
export async function chooseSlot(page: Page, time: string): Promise<void> {
  await page.locator('label', { has: slot(page, time) }).click();
  await expect(slot(page, time)).toBeChecked();
}

/** Books a call through the API, as a buyer signed in in `context` would from the booking page. */
export async function bookThroughApi(
  context: BrowserContext,
  booking: { lenderId: number; programId: number; date: string; time: string; note?: string },
): Promise<Appointment> {
  const answer = await context.request.post('/api/appointment/store', {
    data: {
      program_administrative_information_id: booking.programId,
      professional_detail_id: booking.lenderId,
      appointment_date: `${booking.date} ${booking.time}:00`,
      description: booking.note ?? '',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: Appointment }).data;
}

/** The calendar invitation a mail carries (its text/calendar part), read by ical.js. */
export function invitationOf(mail: ReceivedMail): ICAL.Component {
  const part = mail.attachments.find((attachment) => attachment.mimeType === 'text/calendar');
  if (!part) throw new Error(`The mail "${mail.subject}" carries no calendar invitation.`);
  const text = typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content);
  return new ICAL.Component(ICAL.parse(text));
}

/** Sends the "Ask for an expert" form as a buyer asking for a housing counselor, on the program it opened with. */
export async function askForAHousingCounselor(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Ask for an expert' });
  await form.getByRole('radio', { name: /^A housing counselor/ }).check();
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('(555) 234-5678');
  await form.getByRole('textbox', { name: 'Yearly household income' }).fill('$55,000');
  await form.getByRole('button', { name: 'Send my request' }).click();
}
