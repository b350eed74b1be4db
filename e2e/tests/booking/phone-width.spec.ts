import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { demoLender, signIn, signUpBuyer } from '../../support/accounts.ts';
import { chooseSlot, dayNextWeek, demoLenderAndProgram, slot } from '../../support/booking.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** Whether the page is wider than the screen, which a phone shows as a sideways scroll of everything. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('on a 360 px phone, booking and the weekly hours fit the screen and stay usable', async ({
  page,
  context,
  browser,
  app,
}) => {
  const day = dayNextWeek('Friday');
  const { lender, program } = await demoLenderAndProgram(context);
  await signUpBuyer(context);

  await page.goto(`/app/book-appointment/${lender.id}?program=${program.id}&date=${day}`);
  await expect(slot(page, '11:00 AM')).toBeEnabled();
  expect(await overflowsSideways(page)).toBe(false);
  await chooseSlot(page, '11:00 AM');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Book this call' }).click();
  await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeInViewport();
  expect(await overflowsSideways(page)).toBe(false);

  // The week of 7 days scrolls inside its own box; the page around it does not.
  const professional = await browser.newContext({ baseURL: app.url, viewport: { width: 360, height: 740 } });
  await signIn(professional, demoLender);
  const portal = await professional.newPage();
  await portal.goto('/pro/availability');
  await expect(portal.getByRole('checkbox', { name: 'Saturday 10:00 AM' })).toBeVisible();
  expect(await overflowsSideways(portal)).toBe(false);
  await portal.getByRole('checkbox', { name: 'Saturday 10:00 AM' }).scrollIntoViewIfNeeded();
  await expect(portal.getByRole('checkbox', { name: 'Saturday 10:00 AM' })).toBeInViewport();
  await expectAccessible(portal);
  await professional.close();
});
