/**
 * Leads through a professional's widget (issue 44, decision 061): the widget is off until its key
 * names the sites that may show it; a buyer's lead is refused on each field it gets wrong and without
 * their consent; once made it carries the consent's words naming the professional and the wallet
 * preview as the preview call computes it, is listed for that professional alone (signed in, or with a
 * key holding leads:read), and reaches their `lead.created` webhook, signed as the Standard Webhooks
 * scheme says; the public call has the strict ceiling and the bot check of the other public writes.
 */
import { leadConsentText } from '@hbw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texasTeacher } from '../../../../test/support/households.ts';
import { startReceiver, verifies } from '../../../../test/support/webhook-receiver.ts';
import { bearer, signIn } from '../support/accounts.ts';
import { demoLender, otherLender } from '../support/booking.ts';
import { createTestApp, eventually, type TestApp } from '../support/test-app.ts';

const PARTNER = 'https://lender-partner.example';

let app: TestApp;
let lender: Awaited<ReturnType<typeof demoLender>>;
let lenderSession: Record<string, string>;
let otherSession: Record<string, string>;
let widgetKey: { id: number; key: string; public_id: string };

async function createKey(session: Record<string, string>, scopes: string[]) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/pro/api-keys',
    headers: session,
    payload: { name: 'Our site', scopes },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().data as { id: number; key: string; public_id: string };
}

const allowOrigins = (id: number, origins: unknown, session = lenderSession) =>
  app.inject({ method: 'PUT', url: `/api/pro/api-keys/${id}/widget-origins`, headers: session, payload: { origins } });

const sendLead = (payload: Record<string, unknown>, on: TestApp = app) =>
  on.inject({ method: 'POST', url: '/api/widget/leads', payload });

const aLead = (overrides: Record<string, unknown> = {}) => ({
  key: widgetKey.public_id,
  name: 'Rosa Díaz',
  email: 'Rosa.Diaz@example.com',
  phone: '+1 512 555 0142',
  answers: texasTeacher,
  consent: true,
  source_origin: PARTNER,
  ...overrides,
});

const leadsOf = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/pro/leads', headers });

beforeAll(async () => {
  app = await createTestApp();
  lender = await demoLender(app);
  lenderSession = bearer((await signIn(app, lender.email, 'demo-lender-2026')).json().data.token);
  otherSession = await otherLender(app, 'leads.other.lender');
  widgetKey = await createKey(lenderSession, ['calls:read']);
});

describe('the widget of a key', () => {
  it('is off until the key names the sites that may show it', async () => {
    const refused = await sendLead(aLead());
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/no site was allowed to show it/);
  });

  it('takes origins only, each on its own field, and only for a key of the professional', async () => {
    const wrong = await allowOrigins(widgetKey.id, ['https://lender-partner.example/listings', 'lender.example']);
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['origins.0', 'origins.1']);
    expect((await allowOrigins(widgetKey.id, [PARTNER], otherSession)).statusCode).toBe(404);

    const allowed = await allowOrigins(widgetKey.id, [PARTNER, PARTNER]);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.widget_origins).toEqual([PARTNER]);
  });
});

describe('a lead', () => {
  it('is refused on each field it gets wrong, and without the buyer’s consent', async () => {
    const refused = await sendLead(
      aLead({ name: ' ', email: 'rosa@', phone: 'call me', consent: false, source_origin: 'https://x.example/page' }),
    );
    expect(refused.statusCode).toBe(422);
    const { errors } = refused.json();
    expect(Object.keys(errors).sort()).toEqual(['consent', 'email', 'name', 'phone', 'source_origin']);
    expect(errors.consent).toEqual([expect.stringMatching(/^Tick the box to agree/)]);

    const withoutConsent = await sendLead({ ...aLead(), consent: undefined });
    expect(withoutConsent.statusCode).toBe(422);
    expect(Object.keys(withoutConsent.json().errors)).toEqual(['consent']);

    const { county: _, ...withoutCounty } = texasTeacher;
    const noCounty = await sendLead(aLead({ answers: { ...withoutCounty, city: undefined } }));
    expect(noCounty.statusCode).toBe(422);
    expect(noCounty.json().errors['answers.county']).toEqual(['Choose the county of the home.']);

    const badKey = await sendLead(aLead({ key: 'not-a-key' }));
    expect(badKey.statusCode).toBe(422);
    expect(Object.keys(badKey.json().errors)).toEqual(['key']);
    expect((await leadsOf(lenderSession)).json().data).toEqual([]);
  });

  it('reaches the professional’s portal and webhook with the consent naming them and the preview the buyer saw', async () => {
    const receiver = await startReceiver();
    afterAll(receiver.close);
    const registered = await app.inject({
      method: 'POST',
      url: '/api/pro/webhooks',
      headers: lenderSession,
      payload: { url: receiver.url, events: ['lead.created'] },
    });
    expect(registered.statusCode).toBe(201);
    const { secret } = registered.json().data as { secret: string };
    const [professional] = await app.professionals.contacts([lender.professionalId]);
    const consentText = leadConsentText(professional?.name ?? '');
    expect(consentText).toContain(professional?.name);

    const created = await sendLead(aLead());
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({ id: expect.any(Number), professional_name: professional?.name });

    const preview = (
      await app.inject({ method: 'POST', url: '/api/wizard/answers/preview', payload: texasTeacher })
    ).json().data;
    const expected = {
      id: created.json().data.id,
      buyer_name: 'Rosa Díaz',
      buyer_email: 'rosa.diaz@example.com',
      buyer_phone: '+1 512 555 0142',
      home_price: 300_000,
      county: '48453',
      county_name: 'Travis',
      wallet_total: preview.wallet.total,
      wallet_up_to_total: preview.wallet.up_to_total,
      program_count: preview.results.length,
      consent_text: consentText,
      consented_at: expect.any(String),
      source_origin: PARTNER,
      created_at: expect.any(String),
    };
    expect(preview.wallet.total).toBeGreaterThan(0);
    expect((await leadsOf(lenderSession)).json().data).toEqual([expected]);

    const delivery = await eventually(async () => {
      const [first] = receiver.received;
      if (!first) throw new Error('No delivery yet.');
      return first;
    });
    expect(verifies(secret, delivery)).toBe(true);
    expect(JSON.parse(delivery.body)).toEqual({
      type: 'lead.created',
      timestamp: expect.any(String),
      data: { ...expected, professional_id: lender.professionalId },
    });
  });

  it('is listed for its professional alone, and to a key only with leads:read', async () => {
    expect((await leadsOf(otherSession)).json().data).toEqual([]);
    const otherKey = await createKey(otherSession, ['leads:read']);
    expect((await leadsOf(bearer(otherKey.key))).json().data).toEqual([]);

    const withoutScope = await leadsOf(bearer(widgetKey.key));
    expect(withoutScope.statusCode).toBe(403);
    expect(withoutScope.json().message).toBe('This API key lacks the scope leads:read, which this call needs.');

    const reader = await createKey(lenderSession, ['leads:read']);
    const listed = await leadsOf(bearer(reader.key));
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((lead: { buyer_email: string }) => lead.buyer_email)).toEqual([
      'rosa.diaz@example.com',
    ]);
  });

  it('is refused once the widget’s key is revoked', async () => {
    const key = await createKey(lenderSession, ['calls:read']);
    expect((await allowOrigins(key.id, [PARTNER])).statusCode).toBe(200);
    const revoked = await app.inject({ method: 'DELETE', url: `/api/pro/api-keys/${key.id}`, headers: lenderSession });
    expect(revoked.statusCode).toBe(204);
    expect((await sendLead(aLead({ key: key.public_id }))).statusCode).toBe(404);
  });
});

describe('the widget’s page', () => {
  const page = (publicId: string, query = '?price=300000&county=48453') =>
    app.inject({ method: 'GET', url: `/widget/${publicId}${query}` });

  it('names the professional, the home and the consent, and may be framed by the key’s origins alone', async () => {
    const shown = await page(widgetKey.public_id);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shown.headers['content-security-policy']).toContain(`frame-ancestors ${PARTNER}`);
    expect(shown.headers['content-security-policy']).not.toContain("'unsafe-inline'");
    expect(shown.headers['x-frame-options']).toBeUndefined();
    const [professional] = await app.professionals.contacts([lender.professionalId]);
    expect(shown.body).toContain(`Talk to ${professional?.name}`);
    expect(shown.body).toContain('A home of $300,000 in Travis County.');
    expect(shown.body).toContain(leadConsentText(professional?.name ?? ''));
    // Every other page still refuses to be framed.
    const other = await app.inject({ method: 'GET', url: '/' });
    expect(other.headers['x-frame-options']).toBe('DENY');
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('is not shown for a key without origins or unknown, nor for a home it cannot read', async () => {
    const keyWithoutOrigins = await createKey(lenderSession, ['calls:read']);
    expect((await page(keyWithoutOrigins.public_id)).statusCode).toBe(404);
    expect((await page('0123456789abcdef')).statusCode).toBe(404);
    const badHome = await page(widgetKey.public_id, '?price=cheap&county=99999');
    expect(badHome.statusCode).toBe(422);
    expect(Object.keys(badHome.json().errors).sort()).toEqual(['county', 'price']);
  });

  it('has an embed another site may load, and sends its script small', async () => {
    const embed = await app.inject({ method: 'GET', url: '/widget.js', headers: { 'accept-encoding': 'gzip' } });
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const script = await app.inject({
      method: 'GET',
      url: '/widget/frame.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.headers['content-encoding']).toBe('gzip');
    // The budget of decision 061: the widget's JavaScript as sent, embed and page together.
    expect(embed.rawPayload.length + script.rawPayload.length).toBeLessThan(4_000);
  });
});

describe('the public call that makes a lead', () => {
  it('asks for the bot check, and has the strict ceiling per address', async () => {
    const guarded = await createTestApp({
      STRICT_RATE_LIMIT_MAX: '2',
      BOT_CHECK: 'altcha',
      ALTCHA_HMAC_KEY: 'an-altcha-hmac-key-for-the-lead-tests-2026',
    });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await sendLead(aLead(), guarded)).statusCode);
    expect(statuses).toEqual([403, 403, 429]);
  });
});
