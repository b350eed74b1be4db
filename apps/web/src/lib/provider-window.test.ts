import { describe, expect, it } from 'vitest';
import { popupFeatures, prefersFullRedirect, providerStartUrl, readProviderResult } from './provider-window';

const origin = 'https://homebuyerwizard.com';

describe('providerStartUrl', () => {
  it.each([
    [
      'a sign-in in a popup, coming back to a page',
      { provider: 'google', purpose: 'sign_in', returnTo: '/app/my-pals' },
      'popup',
      '/api/auth/google/start?purpose=sign_in&mode=popup&return_to=%2Fapp%2Fmy-pals',
    ],
    [
      'a calendar connection by redirect',
      { provider: 'microsoft', purpose: 'calendar', returnTo: '/profile' },
      'redirect',
      '/api/auth/microsoft/start?purpose=calendar&mode=redirect&return_to=%2Fprofile',
    ],
    [
      'a sign-in with nowhere to come back to',
      { provider: 'google', purpose: 'sign_in', returnTo: null },
      'redirect',
      '/api/auth/google/start?purpose=sign_in&mode=redirect',
    ],
  ] as const)('starts %s', (_case, flow, mode, expected) => {
    expect(providerStartUrl(flow, mode)).toBe(expected);
  });
});

describe('popupFeatures', () => {
  it.each([
    [
      'centred over a large window',
      { screenX: 100, screenY: 50, outerWidth: 1283, outerHeight: 1000 },
      'popup=yes,width=483,height=600,left=500,top=250',
    ],
    [
      'kept on screen over a window smaller than the popup',
      { screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 400 },
      'popup=yes,width=483,height=600,left=0,top=0',
    ],
  ])('is 483 by 600 pixels, %s', (_case, frame, expected) => {
    expect(popupFeatures(frame)).toBe(expected);
  });
});

describe('prefersFullRedirect', () => {
  const view = (innerWidth: number, touchOnly: boolean) => ({
    innerWidth,
    matchMedia: (query: string) => ({ matches: touchOnly && query.includes('pointer: coarse') }),
  });
  it.each([
    ['a desktop with a mouse', view(1280, false), false],
    ['a phone', view(390, true), true],
    ['a narrow desktop window', view(400, false), true],
    ['a tablet without a mouse', view(1024, true), true],
  ])('on %s: %s', (_case, window, expected) => {
    expect(prefersFullRedirect(window)).toBe(expected);
  });
});

describe('readProviderResult', () => {
  const type = 'homebuyer-wizard:sign-in';
  it.each([
    [
      'a success',
      { origin, data: { type, ok: true, next: '/login?signed_in=google' } },
      { ok: true, next: '/login?signed_in=google' },
    ],
    [
      'a failure with its reason',
      { origin, data: { type, ok: false, next: '/login', message: 'An account with a@b.c already exists.' } },
      { ok: false, message: 'An account with a@b.c already exists.' },
    ],
    [
      'a failure without a reason',
      { origin, data: { type, ok: false } },
      { ok: false, message: 'Signing in did not finish.' },
    ],
    ['a message from another site', { origin: 'https://evil.example', data: { type, ok: true, next: '/' } }, null],
    ['another kind of message', { origin, data: { type: 'something-else', ok: true, next: '/' } }, null],
    ['a message that is not an object', { origin, data: 'ok' }, null],
  ])('reads %s', (_case, message, expected) => {
    expect(readProviderResult(message, origin)).toEqual(expected);
  });
});
