import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs, visitor } from '@/test/api-stub';
import { renderApp } from '@/test/app';
import { buyerProfile as buyer } from '@/test/profiles';

const path = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('routing around sign-in (docs/product.md section 9)', () => {
  it('sends a visitor on a signed-in page to sign in, to come back afterwards', async () => {
    const { router } = renderApp('/profile?tab=photo', visitor);
    await waitFor(() => expect(path(router)).toBe(`/login?redirect=${encodeURIComponent('/profile?tab=photo')}`));
  });

  // The query client retries a 5xx twice, a second apart and more, before the load counts as failed.
  it('forgets the profile and goes to sign in when the profile fails to load', async () => {
    const { router, queryClient } = renderApp('/profile', () => ({
      status: 500,
      body: { message: 'Something went wrong on our side.' },
    }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  it.each([
    [{ hasQuestion: true, is_first_login: false, status: 'completed' }, '/dashboard'],
    [{ hasQuestion: true, is_first_login: true, status: null }, '/profile'],
    [{ hasQuestion: false, is_first_login: true, status: null }, '/app/registration-setup-thank-you'],
  ])('sends a signed-in buyer (%o) from the sign-in page on to %s', async (state, destination) => {
    const { router } = renderApp('/login', signedInAs(buyer(state)));
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
  });

  it('sends a signed-in buyer from the sign-up page back to the page they came from', async () => {
    const profile = buyer({ hasQuestion: true, is_first_login: false, status: 'completed' });
    const { router } = renderApp('/signup?redirect=%2Fapp%2Fmy-pals', signedInAs(profile));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-pals'));
  });
});
