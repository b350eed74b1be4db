import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/app';
import { buyerProfile } from '@/test/profiles';

const ana = buyerProfile({ hasQuestion: true, is_first_login: false, status: null, current_state: null });

describe('/logout', () => {
  it('ends the session, forgets the signed-in buyer and goes to sign in', async () => {
    let signedIn = true;
    const { router, fetchStub, queryClient } = renderApp('/logout', ({ path }) => {
      if (path === '/api/wizard-tool/logout') {
        signedIn = false;
        return { status: 200, body: { data: { message: 'You are signed out.' } } };
      }
      // The sign-in page it goes to asks which providers to offer.
      if (path === '/api/auth/providers') {
        return {
          status: 200,
          body: { data: { google: false, microsoft: false, bot_check: { kind: 'off', site_key: null } } },
        };
      }
      return { status: 200, body: { data: { signed_in: signedIn, profile: signedIn ? ana : null } } };
    });
    queryClient.setQueryData(['profile'], ana);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchStub).toHaveBeenCalledWith('/api/wizard-tool/logout', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(queryClient.getQueryData(['profile']) ?? null).toBeNull());
  });

  it('still signs out in the browser when the server cannot be reached', async () => {
    const { router } = renderApp('/logout', () => ({ status: 503, body: { message: 'Down for maintenance.' } }));
    // The sign-in page first asks who is signed in, retrying twice (one then two seconds apart) on a 5xx.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
