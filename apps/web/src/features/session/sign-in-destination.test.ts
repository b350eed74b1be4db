import { describe, expect, it } from 'vitest';
import { buyerProfile as buyer } from '@/test/profiles';
import { destinationAfterSignIn, sameSitePath } from './sign-in-destination';

describe('destinationAfterSignIn', () => {
  it.each([
    // hasQuestion, first login, registration status → where the buyer goes
    [true, false, 'completed', '/dashboard'],
    [true, false, null, '/dashboard'],
    [true, true, 'completed', '/dashboard'],
    [true, true, null, '/profile'],
    [false, true, null, '/app/registration-setup-thank-you'],
    [false, false, null, '/app/registration-setup-thank-you'],
    [false, true, 'completed', '/app/registration-setup-thank-you'],
    [false, false, 'completed', '/app/registration-setup-thank-you'],
  ] as const)('hasQuestion %s, first login %s, status %s: goes to %s', (hasQuestion, firstLogin, status, expected) => {
    expect(destinationAfterSignIn(buyer({ hasQuestion, is_first_login: firstLogin, status }))).toBe(expected);
  });

  it('goes back to the page that sent the visitor to sign in', () => {
    const profile = buyer({ hasQuestion: true, is_first_login: true, status: null });
    expect(destinationAfterSignIn(profile, '/app/my-pals?page=2#top')).toBe('/app/my-pals?page=2#top');
  });

  it.each([
    ['professional', '/pro/calls'],
    ['admin', '/admin'],
  ] as const)('sends a %s to their home, whatever the questionnaire says', (role, expected) => {
    const profile = { ...buyer({ hasQuestion: false, is_first_login: true, status: null }), role };
    expect(destinationAfterSignIn(profile)).toBe(expected);
  });

  it('routes as usual when the page to go back to is not on our site', () => {
    const profile = buyer({ hasQuestion: true, is_first_login: false, status: 'completed' });
    expect(destinationAfterSignIn(profile, 'https://evil.example/profile')).toBe('/dashboard');
  });
});

describe('sameSitePath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/app/my-pals?page=2', '/app/my-pals?page=2'],
    ['/complete-registration/step2', '/complete-registration/step2'],
  ])('keeps %s', (returnTo, expected) => {
    expect(sameSitePath(returnTo)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['profile'],
    ['//evil.example/profile'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/LOGIN?redirect=/profile'],
    ['/signup'],
    ['/OTP?for=login'],
    ['/logout'],
  ])('refuses %s', (returnTo) => {
    expect(sameSitePath(returnTo)).toBeNull();
  });
});
