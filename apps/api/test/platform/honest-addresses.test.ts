/**
 * Every address is honest: a page whose thing does not exist, or is not the caller's, is answered
 * 404 with the app's error page and a title that says "Page Not Found: {path}", before any script runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { book, demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let lender: Awaited<ReturnType<typeof demoLender>>;
beforeAll(async () => {
  app = await createTestApp();
  lender = await demoLender(app);
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function page(url: string, session?: string) {
  return app.inject({ method: 'GET', url, ...(session ? { cookies: { hbw_session: session } } : {}) });
}

function expectNotFound(answer: Awaited<ReturnType<typeof page>>, path: string) {
  expect(answer.statusCode, path).toBe(404);
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.body).toContain('<div id="root">');
  expect(titleOf(answer.body), path).toBe(`Page Not Found: ${path} | Homebuyer Wizard`);
  expect(answer.body).toContain('<meta name="robots" content="noindex" />');
}

describe('addresses of things that do not exist', () => {
  it.each([
    '/marketplace/products/999999',
    '/marketplace/products/abc',
    '/blog/no-such-post',
    '/blog/programs-by-occupation',
    '/docs/no/such/page',
    '/no/such/page',
  ])('answers %s with 404 and the error page', async (path) => {
    expectNotFound(await page(path), path);
  });

  it('answers the pages of things that exist with 200', async () => {
    for (const path of [
      `/marketplace/products/${lender.programId}`,
      '/blog/down-payment-assistance-explained',
      '/docs/booking/cancelling',
      '/docs',
    ]) {
      expect((await page(path)).statusCode, path).toBe(200);
    }
  });

  it('answers a missing program’s lenders and a missing professional’s booking page with 404', async () => {
    const { token } = await newBuyer(app);
    for (const path of ['/app/lender/999999', '/app/lender-details/0', '/app/appointment-lender-details/x']) {
      expectNotFound(await page(path, token), path);
    }
    expectNotFound(await page('/app/book-appointment/999999', token), '/app/book-appointment/999999');
    expect((await page(`/app/appointment-lender-details/${lender.programId}`, token)).statusCode).toBe(200);
    expect((await page(`/app/book-appointment/${lender.professionalId}`, token)).statusCode).toBe(200);
  });

  it('shows the address as it was typed, escaped', async () => {
    const answer = await page('/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('<script>alert');
    expect(titleOf(answer.body)).toContain('Page Not Found: /blog/');
  });
});

describe('a call’s page', () => {
  it('is found by its buyer only: another buyer gets 404, as for a call that never was', async () => {
    const owner = await newBuyer(app, 'owner');
    const stranger = await newBuyer(app, 'stranger');
    const booked = await book(app, owner.headers, { ...lender, date: upcoming(4), time: '11:00:00' });
    expect(booked.statusCode, booked.body).toBe(201);
    const path = `/app/appointment/${booked.json().data.id}`;
    expect((await page(path, owner.token)).statusCode).toBe(200);
    expectNotFound(await page(path, stranger.token), path);
    expectNotFound(await page('/app/appointment/999999', owner.token), '/app/appointment/999999');
    // A visitor is sent to sign in by the app, without learning whether the call exists.
    expect((await page(path)).statusCode).toBe(200);
    expect((await page('/app/appointment/999999')).statusCode).toBe(200);
  });
});

describe('old addresses', () => {
  it('sends /policy2 to the privacy policy', async () => {
    const answer = await page('/policy2');
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/privacy-policy');
  });
});
