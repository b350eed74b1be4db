import { expect, expectAccessible, test } from '../../fixtures.ts';
import { demoLender, signUpBuyer } from '../../support/accounts.ts';
import { dayName, dayNextWeek, demoLenderAndProgram, slot } from '../../support/booking.ts';

test("a professional offers a new time in the portal, then takes the day off, and the buyer's grid follows at once", async ({
  page,
  context,
  browser,
  app,
}) => {
  test.slow();
  // The demo lender takes no calls on Sundays until the portal says otherwise.
  const sunday = dayNextWeek('Sunday');
  const { lender, program } = await demoLenderAndProgram(context);
  const buyerContext = await browser.newContext({ baseURL: app.url });
  await signUpBuyer(buyerContext);
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(`/app/book-appointment/${lender.id}?program=${program.id}&date=${sunday}`);
  await expect(slot(buyerPage, '10:00 AM')).toHaveAccessibleName('10:00 AM Not offered on this day');
  await expect(slot(buyerPage, '10:00 AM')).toBeDisabled();

  await page.goto('/pro');
  await expect(page.getByRole('heading', { level: 1, name: "Professionals' portal" })).toBeVisible();
  await expectAccessible(page);
  const signIn = page.getByRole('form', { name: "Sign in to the professionals' portal" });
  await signIn.getByRole('textbox', { name: 'Email' }).fill(demoLender.email);
  await signIn.getByRole('textbox', { name: 'Password' }).fill(demoLender.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/pro/calls');
  await expect(page.getByRole('heading', { level: 1, name: 'Calls booked with you' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your hours' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'When you take calls' })).toBeVisible();
  const sundayTen = page.getByRole('checkbox', { name: 'Sunday 10:00 AM' });
  await expect(sundayTen).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Monday 10:00 AM' })).toBeChecked();
  await expectAccessible(page);

  // The table is one stop for Tab; the arrow keys move inside it and Space ticks.
  await page.getByRole('checkbox', { name: 'Monday 10:00 AM' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(sundayTen).toBeFocused();
  await page.keyboard.press('Space');
  await expect(sundayTen).toBeChecked();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(page.getByText('Your hours are saved')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await buyerPage.reload();
  await expect(slot(buyerPage, '10:00 AM')).toBeEnabled();
  await expect(slot(buyerPage, '10:00 AM')).toHaveAccessibleName('10:00 AM Free');
  await expect(slot(buyerPage, '10:30 AM')).toBeDisabled();
  await expectAccessible(buyerPage);

  // A day off closes the whole day, whatever the weekly hours say.
  const addDayOff = page.getByRole('form', { name: 'Add a day off' });
  await addDayOff.getByRole('button', { name: 'Day off', exact: true }).click();
  await expectAccessible(page);
  const sundayButton = page.getByRole('button', { name: dayName(sunday), exact: true });
  if (!(await sundayButton.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await sundayButton.click();
  await addDayOff.getByRole('textbox', { name: 'Note' }).fill('Family visit');
  await addDayOff.getByRole('button', { name: 'Add day off' }).click();
  await expect(page.getByText(`${dayName(sunday)} is a day off`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove the day off on ${dayName(sunday)}` })).toBeVisible();
  await expectAccessible(page);

  await buyerPage.reload();
  await expect(slot(buyerPage, '10:00 AM')).toHaveAccessibleName('10:00 AM Day off');
  await expect(slot(buyerPage, '10:00 AM')).toBeDisabled();
  await buyerContext.close();
});
