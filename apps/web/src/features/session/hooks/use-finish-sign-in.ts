/**
 * What happens once the server has opened a session, however the buyer signed in: the profile is
 * loaded afresh (so the header shows their name at once), then they are routed as docs/product.md
 * section 9 says, or back to the page that sent them to sign in (`?redirect=`). A profile that fails to
 * load leaves nothing behind and goes to sign in.
 */
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { profileQueryOptions } from '../api/get-profile';
import { destinationAfterSignIn } from '../sign-in-destination';

export function useFinishSignIn(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('redirect');

  return useCallback(async () => {
    const { queryKey } = profileQueryOptions();
    try {
      // A visitor's questionnaire answers become the account's before its profile (hasQuestion) is read;
      // should that fail, they stay in the browser for the next sign-in rather than stop this one.
      // Loaded only now: claiming kept answers is no part of rendering a sign-in form.
      await import('@/lib/pending-answers')
        .then(({ claimPendingAnswers }) => claimPendingAnswers())
        .catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey });
      const profile = await queryClient.fetchQuery(profileQueryOptions());
      if (!profile) throw new Error('Your session did not start. Please sign in again.');
      await navigate(destinationAfterSignIn(profile, returnTo), { replace: true });
    } catch (error) {
      queryClient.removeQueries({ queryKey });
      notifications.show({
        color: 'red',
        title: "We couldn't load your profile",
        message: error instanceof Error ? error.message : 'Please sign in again.',
      });
      await navigate(paths.login, { replace: true });
    }
  }, [queryClient, navigate, returnTo]);
}
