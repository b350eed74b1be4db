/**
 * The loader of the sign-in and sign-up pages: someone who is already signed in, whatever their role,
 * has nothing to do there, and goes on where signing in would have taken them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { profileQueryOptions } from './api/get-profile';
import { destinationAfterSignIn } from './sign-in-destination';

export function redirectSignedIn(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    // A profile that cannot load leaves the visitor on the page, free to sign in.
    const profile = await queryClient.ensureQueryData(profileQueryOptions()).catch(() => null);
    if (profile) {
      throw redirect(destinationAfterSignIn(profile, new URL(request.url).searchParams.get('redirect')));
    }
    return null;
  };
}
