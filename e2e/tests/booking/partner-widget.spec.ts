import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startReceiver, verifies } from '../../../test/support/webhook-receiver.ts';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { demoLender, signIn } from '../../support/accounts.ts';

/** A partner's listing page, on another origin than the app's: the snippet the portal showed, and nothing else. */
async function startPartnerSite(html: () => string) {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    // 127.0.0.1 and another port: another site than the app's localhost, as a lender's own site is.
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a lender puts the widget on their site; a buyer there on a phone sees their assistance, agrees, and the lead reaches the lender’s portal and webhook', async ({
  page,
  context,
  browser,
  app,
}) => {
  let snippet = '';
  const partner = await startPartnerSite(
    () =>
      `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>4 Elm Street, Austin</title></head><body><main><h1>4 Elm Street, Austin: $300,000</h1>${snippet}</main></body></html>`,
  );
  const crm = await startReceiver();
  let webhookId = 0;
  try {
    await signIn(context, demoLender);
    await page.goto('/pro/directory-entry');
    const leads = page.getByRole('region', { name: 'Leads' });
    await expect(leads.getByText('No leads yet.', { exact: false })).toBeVisible();

    // The lender's CRM hears of leads.
    const registered = await page.request.post('/api/pro/webhooks', {
      data: { url: crm.url, events: ['lead.created'] },
    });
    expect(registered.status()).toBe(201);
    const { id, secret } = (await registered.json()).data as { id: number; secret: string };
    webhookId = id;

    // A key, and the lender's site allowed to show its widget; the portal gives the snippet.
    const keys = page.getByRole('region', { name: 'API keys' });
    const form = keys.getByRole('form', { name: 'Create an API key' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Listings');
    await form.getByRole('checkbox', { name: 'Read leads (leads:read)' }).check();
    await form.getByRole('button', { name: 'Create key' }).click();
    await keys.getByRole('button', { name: 'I have copied it' }).click();
    const key = keys.getByRole('list', { name: 'Your API keys' }).getByRole('listitem').filter({ hasText: 'Listings' });
    await key.getByText('Widget for partner sites').click();
    await key.getByRole('textbox', { name: 'Sites that may show the widget' }).fill(partner.origin);
    await key.getByRole('button', { name: 'Save sites' }).click();
    await expect(key.getByText('Widget for partner sites (on 1)')).toBeVisible();
    snippet = (await key.getByLabel('Widget snippet').textContent()) ?? '';
    expect(snippet.startsWith(`<script src="${app.url}/widget.js" data-key="`)).toBe(true);

    // A buyer on the lender's listing page, on a phone.
    const buyer = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const listing = await buyer.newPage();
    await listing.goto(partner.origin);
    const widget = listing.frameLocator('iframe[title="Home buying assistance for this home"]');
    await expect(widget.getByRole('heading', { name: 'What help could you get for this home?' })).toBeVisible();
    await expect(widget.getByText('A home of $300,000 in Travis County.')).toBeVisible();

    await widget.getByLabel('How many people live in your household?').selectOption('3');
    await widget.getByLabel('What is your yearly household income before taxes?').fill('85,000');
    await widget.getByLabel('How much of your savings could go toward the home?').fill('20000');
    await widget.getByLabel('What range is your credit score in?').selectOption('680_719');
    await widget.getByLabel('Have you owned a home in the last 3 years?').selectOption('false');
    await widget.getByLabel('Have you owned a home in the last 7 years?').selectOption('false');
    await widget.getByLabel('Has either of your parents ever owned a home?').selectOption('true');
    await widget.getByLabel('Are you a veteran or in active military service?').selectOption('false');
    await widget.getByLabel('Which of these describes your work?').selectOption('teacher');
    await widget.getByLabel('Will you live in the home you buy?').selectOption('true');
    await widget.getByLabel('What kind of home do you want to buy?').selectOption('single_family');
    await widget.getByLabel('Which kind of mortgage do you prefer?').selectOption('fha');
    await widget.getByLabel('When do you plan to buy?').selectOption('3_6_months');
    await widget.getByLabel('Do you have student loans?').selectOption('false');
    await widget.getByLabel('Is the home in a targeted area').selectOption('no');
    await widget.getByRole('button', { name: 'See my assistance' }).click();

    await expect(widget.getByRole('heading', { name: 'Your assistance for this home' })).toBeFocused();
    await expect(widget.getByText(/^\$[\d,]+ at closing/)).toBeVisible();
    const lenderName = /Talk to (.+)$/.exec(
      (await widget.getByRole('heading', { name: /^Talk to / }).textContent()) ?? '',
    )?.[1];
    expect(lenderName).toBeTruthy();

    // Without ticking the box, nothing is sent, and the refusal says why.
    await widget.getByLabel('Your name').fill('Rosa Díaz');
    await widget.getByLabel('Your email').fill('rosa.widget@example.com');
    await widget.getByRole('button', { name: `Talk to ${lenderName}` }).click();
    await expect(widget.getByText('Tick the box to agree', { exact: false })).toBeVisible();
    const consent = widget.getByRole('checkbox', { name: new RegExp(`with ${lenderName}, and only with them`) });
    await expect(consent).toBeFocused();
    await consent.press('Space');
    await widget.getByRole('button', { name: `Talk to ${lenderName}` }).press('Enter');
    await expect(widget.getByRole('heading', { name: `${lenderName} will be in touch` })).toBeFocused();
    expect(
      await listing.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
    await expectAccessible(listing);

    // The same tag on a site the lender did not list: the browser refuses to show the widget.
    const elsewhere = await startPartnerSite(() => snippet);
    try {
      const copied = await buyer.newPage();
      const served = copied.waitForResponse(
        (response) => response.url().includes('/widget/') && !response.url().endsWith('.js'),
      );
      await copied.goto(elsewhere.origin);
      expect((await served).headers()['content-security-policy']).toContain(`frame-ancestors ${partner.origin}`);
      // Chromium puts its error page in the frame in place of the widget.
      await expect
        .poll(() => copied.frames().map((frame) => frame.url()))
        .toEqual([`${elsewhere.origin}/`, 'chrome-error://chromewebdata/']);
    } finally {
      await elsewhere.close();
    }
    await buyer.close();

    // The lender's CRM receives the lead, signed; the portal lists it.
    await expect.poll(() => crm.received.length).toBe(1);
    const [delivery] = crm.received;
    expect(delivery && verifies(secret, delivery)).toBe(true);
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      type: 'lead.created',
      data: { buyer_name: 'Rosa Díaz', buyer_email: 'rosa.widget@example.com', source_origin: partner.origin },
    });
    await page.reload();
    const lead = leads.getByRole('list', { name: 'Your leads' }).getByRole('listitem');
    await expect(lead).toHaveCount(1);
    await expect(lead).toContainText('Rosa Díaz');
    await expect(lead).toContainText('rosa.widget@example.com');
    await expect(lead).toContainText('A home of $300,000 in Travis County');
    await expect(lead).toContainText(`from ${partner.origin}`);
    await expectAccessible(page);

    // The key revoked, so that the worker's other journeys find the portal as they left it.
    await key.getByRole('button', { name: 'Revoke the key Listings' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke the key “Listings”?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await expect(keys.getByText('You have no API keys.', { exact: false })).toBeVisible();
  } finally {
    if (webhookId) await page.request.delete(`/api/pro/webhooks/${webhookId}`);
    await crm.close();
    await partner.close();
  }
});
