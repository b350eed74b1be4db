/**
 * Create an account (/signup): by default with email, mobile number and an emailed code (the code
 * window opens once the code is sent), or with a password. Either way the buyer is signed in at once.
 */
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { loginPath } from '@/config/paths';
import { AccountPage } from '@/features/accounts/components/account-page';
import { CodeSignupForm } from '@/features/accounts/components/code-signup-form';
import type { CodeRequest } from '@/features/accounts/components/one-time-code-form';
import { OneTimeCodeModal } from '@/features/accounts/components/one-time-code-modal';
import { PasswordSignupForm } from '@/features/accounts/components/password-signup-form';
import { ProviderSignIn } from '@/features/identity/components/provider-sign-in';
import { useFinishSignIn } from '@/features/session/hooks/use-finish-sign-in';
import { redirectSignedIn } from '@/features/session/redirect-signed-in';

export const clientLoader = redirectSignedIn;

type Way = 'code' | 'password';

export default function Signup() {
  const finishSignIn = useFinishSignIn();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('redirect');
  const [way, setWay] = useState<Way>('code');
  const [codeSent, setCodeSent] = useState<{ request: CodeRequest; resendAfterSeconds: number } | null>(null);

  return (
    <AccountPage
      title="Create your free account"
      intro="See the homebuyer assistance you may get, save programs and book a call with a lender."
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label="How to create your account"
          value={way}
          onChange={(value) => setWay(value as Way)}
          data={[
            { value: 'code', label: 'With an emailed code' },
            { value: 'password', label: 'With a password' },
          ]}
          fullWidth
        />
        {way === 'code' ? (
          <CodeSignupForm onCodeSent={(request, resendAfterSeconds) => setCodeSent({ request, resendAfterSeconds })} />
        ) : (
          <PasswordSignupForm onSignedIn={finishSignIn} />
        )}
        <ProviderSignIn onSignedIn={finishSignIn} />
      </Stack>
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to={loginPath(returnTo)}>
          Sign in
        </Anchor>
      </Text>
      <OneTimeCodeModal
        request={codeSent?.request ?? null}
        resendAfterSeconds={codeSent?.resendAfterSeconds ?? 0}
        submitLabel="Create my account"
        onClose={() => setCodeSent(null)}
        onVerified={async () => {
          await finishSignIn();
          setCodeSent(null);
        }}
      />
    </AccountPage>
  );
}
