/**
 * Sign in with a code (/OTP): the email address, then a 6-digit code mailed to it, entered in the
 * code window (which stays open while a code is refused and closes once it signs in).
 */
import { Anchor, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { loginPath, signupPath } from '@/config/paths';
import { AccountPage } from '@/features/accounts/components/account-page';
import { CodeSignInForm } from '@/features/accounts/components/code-sign-in-form';
import type { CodeRequest } from '@/features/accounts/components/one-time-code-form';
import { OneTimeCodeModal } from '@/features/accounts/components/one-time-code-modal';
import { useFinishSignIn } from '@/features/session/hooks/use-finish-sign-in';
import { redirectSignedIn } from '@/features/session/redirect-signed-in';

export const clientLoader = redirectSignedIn;

export default function OneTimeCode() {
  const finishSignIn = useFinishSignIn();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('redirect');
  const [codeSent, setCodeSent] = useState<{ request: CodeRequest; resendAfterSeconds: number } | null>(null);

  return (
    <AccountPage title="Sign in with a code" intro="No password needed: we email you a 6-digit code that works once.">
      <CodeSignInForm
        initialEmail={searchParams.get('email') ?? ''}
        onCodeSent={(request, resendAfterSeconds) => setCodeSent({ request, resendAfterSeconds })}
      />
      <Group gap="md" justify="space-between">
        <Anchor component={Link} to={loginPath(returnTo)} size="sm">
          Sign in with a password
        </Anchor>
        <Anchor component={Link} to={signupPath(returnTo)} size="sm">
          Create an account
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed">
        Codes work for 10 minutes. Asking for a new one voids the previous code.
      </Text>
      <OneTimeCodeModal
        request={codeSent?.request ?? null}
        resendAfterSeconds={codeSent?.resendAfterSeconds ?? 0}
        submitLabel="Sign in"
        onClose={() => setCodeSent(null)}
        onVerified={async () => {
          await finishSignIn();
          setCodeSent(null);
        }}
      />
    </AccountPage>
  );
}
