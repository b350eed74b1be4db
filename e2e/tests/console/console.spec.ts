import { expect, expectAccessible, test } from '../../fixtures.ts';
import { createConsoleStaff, signIn, signUpBuyer } from '../../support/accounts.ts';
import { bookThroughApi, dayNextWeek, demoLenderAndProgram } from '../../support/booking.ts';
import { exportCsv } from '../../support/console.ts';

test('a staff member handles a buyer’s expert request, finds the booking, exports the bookings as CSV, and sees the change in the audit log', async ({
  page,
  context,
  browser,
  app,
}) => {
  test.slow();
  const day = dayNextWeek('Monday');
  const { lender, program } = await demoLenderAndProgram(context);

  // A buyer asks for an expert and books a call, from their own browser.
  const buyerContext = await browser.newContext({ baseURL: app.url });
  const buyerEmail = await signUpBuyer(buyerContext);
  const asked = await buyerContext.request.post('/api/appointment/email-request', {
    data: {
      program_id: program.id,
      expert_type: 'housing_counselor',
      email: buyerEmail,
      mobile_number: '(555) 234-5678',
      household_income: 55_000,
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const call = await bookThroughApi(buyerContext, {
    lenderId: lender.id,
    programId: program.id,
    date: day,
    time: '15:30',
  });
  await buyerContext.close();

  // A visitor opening the console is sent to sign in first.
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/admin');

  const staff = await createConsoleStaff(app);
  await signIn(context, staff);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Expert requests' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Table of expert requests' });
  const row = table.getByRole('row').filter({ hasText: buyerEmail });
  await expect(row).toContainText(program.name);
  await expect(row).toContainText('New');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Handle the request from ${buyerEmail}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Handle this request' });
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await dialog
    .getByRole('textbox', { name: /Note for the team/ })
    .fill('Called the buyer; a counsellor calls back Monday.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Request saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Contacted');
  await expect(row).toContainText('Called the buyer');

  // The filtered inbox keeps its filter in the address.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('new');
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'new');
  await expect(table.getByRole('row').filter({ hasText: buyerEmail })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill(day);
  await page.getByRole('textbox', { name: 'To' }).fill(day);
  await expect(page).toHaveURL((url) => url.searchParams.get('from') === day && url.searchParams.get('to') === day);
  await page
    .getByRole('combobox', { name: 'Professional' })
    .selectOption({ label: `${lender.name}, ${lender.company}` });
  await expect(page).toHaveURL((url) => url.searchParams.get('professional_id') === String(lender.id));
  const booking = page
    .getByRole('region', { name: 'Table of bookings' })
    .getByRole('row')
    .filter({ hasText: buyerEmail });
  await expect(booking).toContainText('3:30 PM Eastern Time');
  await expect(booking).toContainText('Booked');
  await expectAccessible(page);

  const { filename, header, lines } = await exportCsv(page);
  expect(filename).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(header).toBe(
    'id,starts (New York),status,program,professional,company,buyer,buyer email,cancellation note,booked at',
  );
  // Other journeys of the worker may book on that day too: the buyer's call is the line with its id.
  const line = lines.find((candidate) => candidate.startsWith(`${call.id},`));
  expect(line).toContain(`${call.id},${day} 15:30:00,booked,`);
  expect(line).toContain(buyerEmail);

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
  const change = page
    .getByRole('region', { name: 'Table of changes' })
    .getByRole('row')
    .filter({ hasText: staff.email });
  await expect(change).toContainText('Expert request handled');
  await expect(change).toContainText('"status": "contacted"');
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Newsletter subscribers' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
  await expect(
    page.getByText('No subscriber matches.').or(page.getByRole('region', { name: 'Table of subscribers' })),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Programs' }).click();
  await page.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await expect(page).toHaveURL((url) => url.searchParams.get('state') === 'TX');
  // Texas lists more programs than a page holds: the name finds it among them.
  await page.getByRole('searchbox', { name: 'Name, agency or summary' }).fill(program.name);
  await page.getByRole('searchbox', { name: 'Name, agency or summary' }).press('Enter');
  await expect(
    page.getByRole('region', { name: 'Table of programs' }).getByRole('row').filter({ hasText: program.name }),
  ).toHaveCount(1);
  await expectAccessible(page);
});

test('a staff member locks a buyer, who is signed out and cannot sign in until unlocked, and mails them a reset link', async ({
  page,
  context,
  browser,
  app,
}) => {
  const buyerContext = await browser.newContext({ baseURL: app.url });
  const buyerEmail = await signUpBuyer(buyerContext);
  expect((await buyerContext.request.get('/api/wizard-tool/profile')).status()).toBe(200);

  await signIn(context, await createConsoleStaff(app));
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Email or name contains' }).fill(buyerEmail);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('region', { name: 'Table of accounts' }).getByRole('row').filter({ hasText: buyerEmail });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);

  await row.getByRole('button', { name: `Lock ${buyerEmail}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock this account?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Lock the account' }).click();
  await expect(page.getByText('Account locked')).toBeVisible();
  await expect(row).toContainText('Locked');
  expect((await buyerContext.request.get('/api/wizard-tool/profile')).status()).toBe(401);
  const refused = await buyerContext.request.post('/api/wizard-tool/login', {
    data: { email: buyerEmail, password: 'a-long-test-passphrase-2026' },
  });
  expect(refused.status()).toBe(403);

  await row.getByRole('button', { name: `Unlock ${buyerEmail}` }).click();
  await expect(page.getByText('Account unlocked')).toBeVisible();
  await signIn(buyerContext, { email: buyerEmail, password: 'a-long-test-passphrase-2026' });
  await buyerContext.close();

  await row.getByRole('button', { name: `Send reset link to ${buyerEmail}` }).click();
  await expect(page.getByText(`A link to choose a new password was mailed to ${buyerEmail}.`)).toBeVisible();
  const mail = await app.mail.waitFor(
    (received) =>
      received.envelopeTo.includes(buyerEmail) && received.subject === 'Reset your Homebuyer Wizard password',
  );
  expect(mail.text).toContain('/reset-password?token=');
});

test('the console works on a phone: its sections open from the menu button, and a wide table scrolls on its own', async ({
  page,
  context,
  app,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(context, await createConsoleStaff(app));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Expert requests' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Console sections' });
  await expect(sections).toBeHidden();
  await page.getByRole('button', { name: 'Open the console menu' }).click();
  await sections.getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(sections).toBeHidden();
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});

test('a buyer opening the console is brought to their own home, told why', async ({ page, context }) => {
  await signUpBuyer(context);
  await page.goto('/admin/bookings');
  await expect(page.getByText('That page is for administrators, so we brought you to your dashboard.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/admin/);
});
