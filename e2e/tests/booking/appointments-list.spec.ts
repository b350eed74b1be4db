import { APPOINTMENTS_PER_PAGE } from '@hbw/contract';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { bookThroughApi, dayName, dayNextWeek, demoLenderAndProgram } from '../../support/booking.ts';

test("a buyer's calls come ten a page, the page kept in the address", async ({ page, context }) => {
  test.slow();
  const day = dayNextWeek('Thursday');
  const { lender, program } = await demoLenderAndProgram(context);
  await signUpBuyer(context);

  await page.goto('/app/appointments-list');
  await expect(
    page.getByRole('heading', { name: 'No calls yet: find a program to book your first call' }),
  ).toBeVisible();
  await expectAccessible(page);

  // Eleven half-hour calls from 9:00 AM to 2:00 PM: one more than a page holds.
  const times = Array.from({ length: APPOINTMENTS_PER_PAGE + 1 }, (_, index) => {
    const minutes = 9 * 60 + index * 30;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
  for (const time of times) {
    await bookThroughApi(context, { lenderId: lender.id, programId: program.id, date: day, time });
  }

  await page.reload();
  const calls = page.getByRole('main').getByRole('listitem');
  await expect(calls).toHaveCount(APPOINTMENTS_PER_PAGE);
  await expect(page.getByText(`1–10 of 11 calls`)).toBeVisible();
  await expect(calls.first()).toContainText(lender.name);
  await expect(calls.first()).toContainText(program.name);
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Pages of calls' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  await expect(calls).toHaveCount(1);
  await expect(page.getByText(`11–11 of 11 calls`)).toBeVisible();
  await expect(calls.first().getByRole('heading')).toHaveText(`${dayName(day)} at 9:00 AM Eastern Time`);
  await expectAccessible(page);

  // The address keeps the page: reloading shows the same one; going back shows the first.
  await page.reload();
  await expect(calls).toHaveCount(1);
  await page.goBack();
  await expect(calls).toHaveCount(APPOINTMENTS_PER_PAGE);
});
