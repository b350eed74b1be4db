import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
/** An app that trusts X-Forwarded-* (TRUST_PROXY), as one behind the deployment's own proxy is. */
let behindProxy: TestApp;
beforeAll(async () => {
  [app, behindProxy] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: 'true' })]);
});

describe('security headers (docs/security.md 22)', () => {
  it.each(['/api/health', '/', '/no-such-page', '/api/no-such-call'])(
    '%s carries a strict CSP, nosniff and a referrer policy',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it.each(['/', '/no-such-page'])('%s, a page, also carries the headers only documents are read for', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['origin-agent-cluster']).toBe('?1');
  });

  it('refuses pages the powerful features the app does not use, and keeps passkeys to the site itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['permissions-policy']).split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).toContain('publickey-credentials-get=(self)');
    expect(policy).toContain('publickey-credentials-create=(self)');
    // Names Chromium does not know are left out: it warns of each on every page.
    expect(policy.join()).not.toMatch(/interest-cohort|bluetooth/);
  });

  it('lets a page load its own files, and an API answer nothing at all', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
    const answer = await app.inject({ method: 'GET', url: '/api/health' });
    expect(String(answer.headers['content-security-policy'])).toMatch(/^default-src 'none';/);
  });

  it('leaves the document-only headers out of API answers, which browsers never render', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBeUndefined();
  });

  it('never lets an API answer be cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends no CORS headers unless origins are configured', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/newsletter',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows a configured origin to call the API', async () => {
    const open = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
    const response = await open.inject({
      method: 'OPTIONS',
      url: '/api/newsletter',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
  });
});

describe('HSTS, only on answers that go out over TLS', () => {
  const overTheProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

  it.each(['/api/health', '/', '/no-such-page', '/api/no-such-call'])(
    '%s asked over plain HTTP carries none, which a browser would ignore',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each(['/api/health', '/', '/no-such-page'])(
    '%s asked through a trusted proxy that says the request came over TLS carries it',
    async (url) => {
      const response = await behindProxy.inject({ method: 'GET', url, headers: overTheProxy });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    },
  );

  it('is not sent when a proxy the app does not trust says the request came over TLS', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: overTheProxy });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent through a trusted proxy that says the request came over plain HTTP', async () => {
    const response = await behindProxy.inject({
      method: 'GET',
      url: '/',
      headers: { ...overTheProxy, 'x-forwarded-proto': 'http' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('requests from other sites (docs/security.md 8)', () => {
  const subscribe = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/newsletter', headers, payload: { email: 'someone@example.com' } });

  it('refuses a state change whose Origin is another site', async () => {
    const response = await subscribe({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a state change the browser marks as cross-site', async () => {
    const response = await subscribe({ 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same origin, the public URL, and clients that send no Origin', async () => {
    expect((await subscribe({ origin: 'http://homebuyer.test', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    );
    expect((await subscribe({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
    expect((await subscribe({})).statusCode).toBe(200);
  });
});
