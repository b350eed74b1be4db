import { type Delivery, startReceiver, verifies } from '../../../test/support/webhook-receiver.ts';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { demoLender, signIn, signUpBuyer } from '../../support/accounts.ts';
import { bookThroughApi, dayNextWeek, demoLenderAndProgram } from '../../support/booking.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone, a professional adds a webhook endpoint, sees its secret once, and a booking arrives signed and shows in its log', async ({
  page,
  context,
  browser,
  app,
}) => {
  // The lender's CRM: a server of this test, which keeps what it is sent.
  const crm = await startReceiver();
  crm.answerWith(200);
  const { received, url: crmUrl } = crm;

  try {
    await signIn(context, demoLender);
    await page.goto('/pro/directory-entry');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByText('You have no webhook endpoints.', { exact: false })).toBeVisible();

    const form = section.getByRole('form', { name: 'Add a webhook endpoint' });
    await form.getByRole('textbox', { name: 'Address' }).fill(crmUrl);
    await form.getByRole('checkbox', { name: 'A call was booked with you (call.booked)' }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    await expect(section.getByRole('heading', { name: `The signing secret of ${crmUrl}` })).toBeFocused();
    const secret = await section.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(
      false,
    );
    await expectAccessible(page);
    await section.getByRole('button', { name: 'I have copied it' }).click();
    const endpoint = section.getByRole('list', { name: 'Your webhook endpoints' }).getByRole('listitem');
    await expect(endpoint).toContainText(crmUrl);
    await expect(page.getByText(secret)).toHaveCount(0);

    const buyer = await browser.newContext({ baseURL: app.url });
    await signUpBuyer(buyer);
    const { lender, program } = await demoLenderAndProgram(buyer);
    const call = await bookThroughApi(buyer, {
      lenderId: lender.id,
      programId: program.id,
      date: dayNextWeek('Thursday'),
      time: '16:30',
    });
    await buyer.close();

    await expect.poll(() => received.length).toBe(1);
    const [delivery] = received as [Delivery];
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'call.booked', data: { call_id: call.id } });
    // The CRM checks the signature as the Standard Webhooks scheme says, with the secret it was shown.
    expect(verifies(secret, delivery)).toBe(true);

    await endpoint.getByRole('button', { name: 'Deliveries' }).click();
    const log = endpoint.getByRole('list', { name: 'Latest deliveries' });
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await expect(log).toContainText('call.booked');
    await expect(log).toContainText('Delivered');
    await expect(log).toContainText('answered 200');
    await expectAccessible(page);

    // Removed, so that the worker's other journeys book the lender without a CRM listening.
    await endpoint.getByRole('button', { name: `Remove the endpoint ${crmUrl}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove this webhook endpoint?' })
      .getByRole('button', { name: 'Remove endpoint' })
      .click();
    await expect(section.getByText('You have no webhook endpoints.', { exact: false })).toBeVisible();
  } finally {
    await crm.close();
  }
});
