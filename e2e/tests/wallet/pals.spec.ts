import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { chooseDay, chooseSlot, dayName, dayNextWeek } from '../../support/booking.ts';
import { saveAnswers } from '../../support/questionnaire.ts';

test('a buyer adds a PAL to the home team, books a call with them, and finds it on the team', async ({
  page,
  context,
}) => {
  test.slow();
  const day = dayNextWeek('Monday');
  await signUpBuyer(context);
  await saveAnswers(context);

  await page.goto('/app/home-team');
  await expect(page.getByText('No participating lender on your team yet.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/app/my-pals');
  const dana = page.getByRole('article', { name: 'Dana Whitfield' });
  await expect(dana.getByText('Serves your state')).toBeVisible();
  await expectAccessible(page);
  await dana.getByRole('button', { name: 'Add to my home team' }).click();
  await expect(dana.getByText('On your home team')).toBeVisible();

  await dana.getByRole('link', { name: 'Book a call about My First Texas Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a call with Dana Whitfield' })).toBeVisible();
  await chooseDay(page, day);
  await chooseSlot(page, '11:00 AM');
  await page.getByRole('button', { name: 'Book this call' }).click();
  await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();

  await page.goto('/app/home-team');
  const lender = page.getByRole('region', { name: 'Participating lender' });
  await expect(lender.getByRole('heading', { name: 'Dana Whitfield' })).toBeVisible();
  await expect(lender.getByRole('link', { name: `${dayName(day)} at 11:00 AM Eastern Time` })).toBeVisible();
  await expectAccessible(page);

  // The dashboard shows the call as the next one, and the action list no longer asks for one.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your next call' })).toContainText('Dana Whitfield');
  await expectAccessible(page);
  await page.goto('/action-dashboard');
  await expect(page.getByRole('link', { name: 'Book a call with a participating lender' })).toBeVisible();
  await expect(page.getByText('Done. A free 30-minute call')).toBeVisible();
  await expectAccessible(page);

  // Removing her leaves the role empty.
  await page.goto('/app/home-team');
  await lender.getByRole('button', { name: 'Remove from my team' }).click();
  await expect(lender.getByText('No participating lender on your team yet.')).toBeVisible();
});
