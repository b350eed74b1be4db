import type { BookingDay } from '@hbw/contract';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { calendarDay, dayName, demoLenderAndProgram } from '../../support/booking.ts';

const newYorkDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);

/** The next 8:40 PM in New York from now, with its offset: the hour the buyer found every time passed. */
function nextEveningInNewYork(now = new Date()): string {
  for (let days = 0; ; days++) {
    const date = newYorkDate(new Date(now.getTime() + days * 86_400_000));
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T20:40:00Z`))
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', '');
    const evening = `${date}T20:40:00${offset}`;
    if (Date.parse(evening) > now.getTime()) return evening;
  }
}

const evening = nextEveningInNewYork();

// The app and the phone both read 8:40 PM in New York: the demo lender's hours of the day are over.
test.use({ clockStartsAt: evening, viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' });

test('at 8:40 PM in New York the booking page opens on the next day with free times, and a time picked is booked without scrolling', async ({
  page,
  context,
}) => {
  await page.clock.install({ time: new Date(evening) });
  const { lender, program } = await demoLenderAndProgram(context);
  await signUpBuyer(context);

  // The days the app offers, by its own clock; the first with a free time lies after today.
  const today = newYorkDate(new Date(evening));
  const months = [today.slice(0, 7), newYorkDate(new Date(Date.parse(evening) + 7 * 86_400_000)).slice(0, 7)];
  const days: BookingDay[] = [];
  for (const month of new Set(months)) {
    const answer = await context.request.get(
      `/api/appointment/days?professional_detail_id=${lender.id}&month=${month}`,
    );
    days.push(...((await answer.json()) as { data: BookingDay[] }).data);
  }
  expect(days.find((day) => day.date === today)?.bookable).toBe(false);
  const firstFree = days.find((day) => day.date > today && day.bookable);
  if (!firstFree) throw new Error(`The demo lender has no free day in the week after ${today}.`);

  await page.goto(`/app/book-appointment/${lender.id}?program=${program.id}`);
  const times = page.getByRole('group', { name: `Times on ${dayName(firstFree.date)}` });
  await expect(times).toBeVisible();
  await expect(calendarDay(page, firstFree.date)).toHaveAttribute('data-selected', 'true');
  await expect(calendarDay(page, today)).toBeDisabled();
  await expectAccessible(page);

  // The first free time of that day, picked on its tile: the bar that books it comes on screen at once.
  await times
    .locator('label', { has: page.getByRole('radio', { name: / Free$/ }) })
    .first()
    .click();
  const bar = page.getByRole('region', { name: 'Your chosen time' });
  await expect(bar).toBeFocused();
  const book = bar.getByRole('button', { name: 'Book this call' });
  await expect(book).toBeInViewport({ ratio: 1 });
  await book.click();
  await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
});
