import { randomInt } from 'node:crypto';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { demoLender, signIn, signUpBuyer } from '../../support/accounts.ts';
import { bookThroughApi, dayName, demoLenderAndProgram, firstWorkingDayAhead } from '../../support/booking.ts';
import { saveAnswers } from '../../support/questionnaire.ts';

const buyerOnlyLinks = ['Favorite Chips', 'Wallet Wizard Results', 'My PALs', 'Personal Dashboard', 'About HW'];

test("a professional's portal: their own header, buyers' pages sending them back, a call's buyer, cancelling it from its page, cancelled calls apart, and a profile of their own", async ({
  page,
  context,
  browser,
  app,
}) => {
  test.slow();
  const day = firstWorkingDayAhead();
  const { lender } = await demoLenderAndProgram(context);
  // A program the Texan teacher's wallet counts, so that the wizard has an amount to tell.
  const program = lender.programs.find((candidate) => candidate.name === 'My First Texas Home');
  if (!program) throw new Error('The demo lender no longer takes calls about My First Texas Home.');

  // A buyer with a finished questionnaire and a phone number books two calls, and cancels one.
  const buyerContext = await browser.newContext({ baseURL: app.url });
  await signUpBuyer(buyerContext);
  await saveAnswers(buyerContext);
  const phone = `(512) 5${randomInt(10, 99)}-${randomInt(1000, 9999)}`;
  const update = await buyerContext.request.post('/api/wizard-tool/profile/update', {
    data: { first_name: 'Rosa', last_name: 'Treviño', mobile_number: phone },
  });
  expect(update.ok(), await update.text()).toBe(true);
  const note = 'We found a house in Austin and want to know about closing costs.';
  await bookThroughApi(buyerContext, { lenderId: lender.id, programId: program.id, date: day, time: '11:30', note });
  const cancelled = await bookThroughApi(buyerContext, {
    lenderId: lender.id,
    programId: program.id,
    date: day,
    time: '12:00',
  });
  const cancel = await buyerContext.request.put(`/api/appointment/cancel?id=${cancelled.id}`);
  expect(cancel.ok(), await cancel.text()).toBe(true);
  await buyerContext.close();

  // Signed in, the professional lands on their calls, with a header of their own.
  await signIn(context, demoLender);
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/pro/calls');
  await expect(page.getByRole('heading', { level: 1, name: 'Calls booked with you' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Your calls',
    'Your hours',
    'Your directory entry',
    'Your profile',
  ]);
  await header.getByRole('button', { name: 'Dana Whitfield' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Your profile', 'Sign out']);
  await page.keyboard.press('Escape');
  for (const name of buyerOnlyLinks) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // A buyer's page sends them back to their calls, saying why.
  for (const buyerPage of ['/app/wizard-results', '/app/favorites-chips']) {
    await page.goto(buyerPage);
    await expect(page).toHaveURL((url) => url.pathname === '/pro/calls');
    await expect(
      page.getByText('That page is for home buyers, so we brought you to the calls booked with you.'),
    ).toBeVisible();
  }
  await expect(page.getByText('Take the homebuyer questionnaire', { exact: false })).toHaveCount(0);

  // The call ahead leads to its buyer: photo or initials, phone, note, and what they may get.
  const when = `${dayName(day)} at 11:30 AM Eastern Time`;
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: when }) });
  await expect(item).toContainText('Rosa Treviño');
  await expect(page.getByRole('heading', { name: `${dayName(day)} at 12:00 PM Eastern Time` })).toHaveCount(0);
  await item.getByRole('link', { name: `Buyer's details for the call of ${when}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: when })).toBeVisible();
  const buyer = page.getByRole('region', { name: 'Rosa Treviño' });
  await expect(buyer.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\+1512/);
  await expect(page.getByRole('region', { name: 'Their note' })).toContainText(note);
  const outlook = page.getByRole('region', { name: `What they may get from ${program.name}` });
  await expect(outlook).toContainText(/Likely|Possible|Needs review/);
  // The buyer's amount as their wallet tells it: a range stays a range.
  await expect(outlook).toContainText(/\$[\d,]+( to \$[\d,]+)?( a year)?/);
  await expect(outlook).not.toContainText('About $');
  await expect(outlook).toContainText('It is counted in their wallet');
  await expectAccessible(page);

  // On a phone the call fits the screen, and the menu offers the professional's pages alone.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(
    false,
  );
  await page.getByRole('button', { name: 'Open Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Your calls',
    'Your hours',
    'Your directory entry',
    'Your profile',
  ]);
  for (const name of buyerOnlyLinks) await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Close Menu' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });

  // From the call's page, as from the list, they cancel it with a note for the buyer, by keyboard alone.
  const cancelButton = page.getByRole('button', { name: `Cancel the call of ${when}` });
  await cancelButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel this call?' });
  await expect(dialog.getByRole('textbox', { name: 'A note for Rosa Treviño' })).toBeFocused();
  const cancellationNote = 'Something came up: could we talk on Friday instead?';
  await page.keyboard.type(cancellationNote);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel the call' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('We let Rosa Treviño know, with your note.', { exact: false })).toBeVisible();
  await expect(page.getByText(`Cancellation note: ${cancellationNote}`)).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelButton).toHaveCount(0);
  // The button is gone with the booking: the keyboard is left on where the call now stands.
  await expect(page.locator(':focus')).toContainText(`Cancellation note: ${cancellationNote}`);
  await expectAccessible(page);

  // Cancelled calls are in a list of their own, neither ahead nor past, with their notes.
  await page.getByRole('link', { name: 'All your calls' }).click();
  await expect(page.getByRole('heading', { name: when })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('when') === 'cancelled');
  const cancelledWhen = `${dayName(day)} at 12:00 PM Eastern Time`;
  const cancelledItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: cancelledWhen }) });
  await expect(cancelledItem).toContainText('Cancelled');
  const cancelledHere = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: when }) });
  await expect(cancelledHere).toContainText(`Cancellation note: ${cancellationNote}`);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('when') === 'past');
  const past = page.getByRole('tabpanel', { name: 'Past' });
  await expect(
    past.getByRole('heading', { level: 2, name: 'No past calls yet' }).or(past.getByRole('list')),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: cancelledWhen })).toHaveCount(0);
  await expectAccessible(page);

  // Their profile asks for what a professional's account keeps: a name and a phone, no date of birth or state.
  await header.getByRole('link', { name: 'Your profile' }).click();
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByRole('textbox', { name: 'First name' })).toHaveValue('Dana');
  await expect(details.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  await expect(details.getByLabel('Date of birth')).toHaveCount(0);
  await expect(details.getByLabel('State you live in')).toHaveCount(0);
  await expect(details.getByLabel('Where did you hear about us?')).toHaveCount(0);
  await expect(page.getByText('Almost there')).toHaveCount(0);
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile is up to date.')).toBeVisible();
  await expectAccessible(page);
  // The server holds the same line: a buyer's answer from a professional is refused on its field.
  const refused = await context.request.post('/api/wizard-tool/profile/update', { data: { current_state: 'TX' } });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors).toEqual({
    current_state: ['Only home buyers give this on their profile: leave it out.'],
  });
});

test('a buyer opening the portal is sent to their dashboard, told why', async ({ page, context }) => {
  await signUpBuyer(context);
  await page.goto('/pro/calls');
  await expect(page).toHaveURL((url) => url.pathname !== '/pro/calls');
  await expect(
    page.getByText('That page is for lenders and housing experts, so we brought you to your dashboard.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your hours' })).toHaveCount(0);
});
