import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

describe('serving the web app', () => {
  it('answers a page of the route table with 200 and the app, never cached', async () => {
    for (const url of ['/', '/pricing', '/getting-started?from=footer']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers an unknown page with 404 and the same app, which shows its error page', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('tags a page with its bytes, and answers a browser that holds them with 304 and no body', async () => {
    const first = await app.inject({ method: 'GET', url: '/pricing' });
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]+"$/);

    const again = await app.inject({ method: 'GET', url: '/pricing', headers: { 'if-none-match': tag } });

    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toBe('accept-encoding');
  });

  it('gives another page a tag of its own', async () => {
    const pricing = await app.inject({ method: 'GET', url: '/pricing' });
    const other = await app.inject({
      method: 'GET',
      url: '/getting-started',
      headers: { 'if-none-match': String(pricing.headers.etag) },
    });

    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(pricing.headers.etag);
  });

  it('tags no answer for an address of nothing, which a condition never turns into 304', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page', headers: { 'if-none-match': '*' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
  });

  it('redirects an old address to its current page, keeping the query', async () => {
    const response = await app.inject({ method: 'GET', url: '/index-old?utm=mail' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/?utm=mail');
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a form posted to a page before the app took it over back to that page, unread', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login?next=%2Fdashboard',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=buyer%40example.com&password=not-in-any-address',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?next=%2Fdashboard');
    expect(response.body).not.toContain('not-in-any-address');
  });

  it('answers other methods on unknown addresses with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is nothing at this address.' });
  });
});
