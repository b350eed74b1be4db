import type { BookingDay, Slot } from '@hbw/contract';
import type { BrowserContext } from '@playwright/test';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { demoLender, signIn, signUpBuyer } from '../../support/accounts.ts';
import { calendarDay, dayName, dayNextWeek, demoLenderAndProgram, slot } from '../../support/booking.ts';

// A buyer in Los Angeles on a phone.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Los_Angeles' });

const laTime = (instant: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' })
    .format(new Date(instant))
    .replace(/\u202f/g, ' ');

/**
 * The first day from today in New York with a free time, as the API says, and that day's last free
 * slot: the one furthest from now, so that the clock cannot take it while the buyer books it (its
 * first free time of today passes at the next half hour, and a slow run took 30 seconds to book).
 */
async function firstFreeDay(buyer: BrowserContext, lenderId: number): Promise<{ date: string; free: Slot }> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const next = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  for (const month of [today.slice(0, 7), next.toISOString().slice(0, 7)]) {
    const answer = await buyer.request.get(`/api/appointment/days?professional_detail_id=${lenderId}&month=${month}`);
    const days = (await answer.json()).data as BookingDay[];
    const day = days.find((candidate) => candidate.bookable && candidate.date >= today);
    if (day) {
      const slots = await buyer.request.get(
        `/api/appointment/slots?professional_detail_id=${lenderId}&date=${day.date}`,
      );
      const free = ((await slots.json()).data as Slot[]).findLast((candidate) => !candidate.disabled);
      if (free) return { date: day.date, free };
    }
  }
  throw new Error('The demo lender has no free time in two months.');
}

test('a buyer in Los Angeles lands on the first day with free times, reads their own time and Eastern, finds the day off disabled, books from the bar on a phone, then moves the call', async ({
  page,
  context,
  browser,
  app,
}) => {
  test.slow();
  const { lender, program } = await demoLenderAndProgram(context);
  await signUpBuyer(context);
  // The lender takes Saturday of next week off; their hours are given back at the end.
  const dayOff = dayNextWeek('Saturday');
  const professional = await browser.newContext({ baseURL: app.url });
  await signIn(professional, demoLender);
  const hours = (await (await professional.request.get('/api/pro/availability')).json()).data;
  const setHours = (daysOff: { date: string; note: string }[]) =>
    professional.request.put('/api/pro/availability', { data: { weekly: hours.weekly, days_off: daysOff } });
  expect((await setHours([...hours.days_off, { date: dayOff, note: 'Moving house' }])).ok()).toBe(true);

  try {
    const first = await firstFreeDay(context, lender.id);
    await page.goto(`/app/book-appointment/${lender.id}?program=${program.id}`);
    const times = page.getByRole('group', { name: `Times on ${dayName(first.date)}` });
    await expect(times).toBeVisible();
    await expect(calendarDay(page, first.date)).toHaveAttribute('data-selected', 'true');
    await expect(page.getByText('Times are shown in your time zone, with Eastern Time beside them.')).toBeVisible();

    // Each time reads as the buyer's clock shows it first, then the grid's Eastern time.
    const own = laTime(first.free.starts_at);
    const freeSlotName = new RegExp(`^${own} ${first.free.time} Eastern Free`);
    const freeSlot = times.getByRole('radio', { name: freeSlotName });
    await expect(freeSlot).toBeEnabled();
    await expectAccessible(page);

    // The day off is disabled and says why.
    if (!(await calendarDay(page, dayOff).isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
    await expect(calendarDay(page, dayOff)).toBeDisabled();
    await expect(calendarDay(page, dayOff)).toHaveAccessibleName(`${dayName(dayOff)}, day off, no free times`);
    if (!(await calendarDay(page, first.date).isVisible()))
      await page.getByRole('button', { name: 'Previous month' }).click();

    // Picking a time puts the choice on screen, in the bar at the bottom, and the focus on it.
    await times.locator('label', { has: page.getByRole('radio', { name: freeSlotName }) }).click();
    const bar = page.getByRole('region', { name: 'Your chosen time' });
    await expect(bar).toBeFocused();
    await expect(bar).toContainText(`at ${own} Pacific`);
    await expect(bar).toContainText(`(${first.free.time.replace(/^0/, '')} Eastern Time)`);
    const book = bar.getByRole('button', { name: 'Book this call' });
    await expect(book).toBeInViewport();
    await expectAccessible(page);

    await book.click();
    await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
    await expect(page.getByText(`at ${own} Pacific`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
    );
    await expect(page.getByRole('link', { name: 'Add to Outlook (opens in a new tab)' })).toBeVisible();
    // The slot taken is taken for the next look at the day.
    await page.goto(`/app/book-appointment/${lender.id}?program=${program.id}&date=${first.date}`);
    await expect(slot(page, own)).toBeDisabled();

    // The buyer moves the call from its page to another free time of that day, the last (as above).
    await page.goto('/app/appointments-list');
    await page
      .getByRole('link', { name: /^Details of the call of / })
      .first()
      .click();
    await page.getByRole('link', { name: 'Change the time' }).click();
    await expect(page.getByText('Moving your call')).toBeVisible();
    const moveTo = page
      .getByRole('group', { name: /^Times on / })
      .getByRole('radio', { name: / Eastern Free$/ })
      .last();
    const moveToName = (await moveTo.getAttribute('value')) ?? '';
    await page.locator('label', { has: page.locator(`input[type=radio][value="${moveToName}"]`) }).click();
    await page
      .getByRole('region', { name: 'Your chosen time' })
      .getByRole('button', { name: 'Move my call here' })
      .click();
    await expect(page.getByRole('heading', { name: 'Your call is moved' })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await setHours(hours.days_off);
    await professional.close();
  }
});
