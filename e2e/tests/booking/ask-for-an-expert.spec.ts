import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { askForAHousingCounselor, demoLenderAndProgram } from '../../support/booking.ts';

test('a buyer asks for an expert on a program: every missing answer is shown under its field, then the request goes where the page says', async ({
  page,
  context,
  app,
}) => {
  const { program } = await demoLenderAndProgram(context);
  const email = await signUpBuyer(context);

  await page.goto(`/app/appointment-lender-details/${program.id}`);
  await page.getByRole('link', { name: 'Ask for an expert' }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ask for an expert' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Ask for an expert' });
  await expect(form.getByRole('combobox', { name: 'Program' })).toHaveValue(program.name);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(form.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
    'Enter your mobile number.',
  );
  await expect(form.getByText('Choose the kind of expert.')).toBeVisible();
  // An empty income is a missing answer, never $0.
  await expect(form.getByText('Enter your yearly household income in dollars.')).toBeVisible();
  await expectAccessible(page);

  await askForAHousingCounselor(page);

  await expect(page.getByText('Your request is on its way')).toBeVisible();
  // The demo program's agency takes no requests from us: the page and the mail say our team has it.
  await expect(page.getByRole('status')).toContainText('we sent yours to the Homebuyer Wizard team');
  await expectAccessible(page);
  const copy = await app.mail.waitFor(
    (mail) => mail.envelopeTo.includes(email) && (mail.subject ?? '').startsWith('We are finding you'),
  );
  expect(copy.subject).toBe('We are finding you a housing counselor');
});
