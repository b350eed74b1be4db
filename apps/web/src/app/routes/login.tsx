/**
 * Sign in (/login): email and password, then on where docs/product.md section 9 says, or back
 * where the visitor was; `?confirm_email=` is the code step of a provider sign-in whose email the
 * provider did not verify.
 */
import { Anchor, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunction, useSearchParams } from 'react-router';
import { paths, signupPath } from '@/config/paths';
import { AccountPage } from '@/features/accounts/components/account-page';
import { LoginForm } from '@/features/accounts/components/login-form';
import { ConfirmProviderEmail } from '@/features/identity/components/confirm-provider-email';
import { ProviderSignIn } from '@/features/identity/components/provider-sign-in';
import { useFinishSignIn } from '@/features/session/hooks/use-finish-sign-in';
import { redirectSignedIn } from '@/features/session/redirect-signed-in';
import { signInOptionsQueryOptions } from '@/lib/sign-in-options';

export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async (args) => {
    // The providers' buttons and the bot check's notice are rendered with the form rather than moved in after it.
    const [, stay] = await Promise.all([
      queryClient.prefetchQuery(signInOptionsQueryOptions()),
      redirectSignedIn(queryClient)(args),
    ]);
    return stay;
  };

export default function Login() {
  const finishSignIn = useFinishSignIn();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('redirect');

  // Back from Google or Microsoft with an email they did not vouch for: our code proves it first.
  if (searchParams.has('confirm_email')) {
    return (
      <AccountPage title="Confirm your email" intro="One more step, once, to keep your account yours.">
        <ConfirmProviderEmail onSignedIn={finishSignIn} />
      </AccountPage>
    );
  }

  return (
    <AccountPage
      title="Welcome back"
      intro={
        returnTo ? 'Sign in to continue where you were.' : 'Sign in to see your wallet, your chips and your calls.'
      }
    >
      <LoginForm onSignedIn={finishSignIn} returnTo={returnTo} />
      <ProviderSignIn onSignedIn={finishSignIn} />
      <Anchor component={Link} to={paths.passkeySignIn} size="sm">
        Sign in with a passkey
      </Anchor>
      <Text size="sm">
        New to Homebuyer Wizard?{' '}
        <Anchor component={Link} to={signupPath(returnTo)}>
          Create your free account
        </Anchor>
      </Text>
    </AccountPage>
  );
}
