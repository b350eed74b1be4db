/** Signing in with a passkey: the device chooses among its passkeys for this site, then `onSignedIn` routes the buyer. */
import { Button, Stack } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import IconFingerprint from '@tabler/icons-react/dist/esm/icons/IconFingerprint.mjs';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';
import { passkeyErrorMessage } from '../passkey-error';

export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const signIn = useSignInWithPasskey();
  const [finishing, setFinishing] = useState(false);

  if (!browserSupportsWebAuthn()) {
    return (
      <FormAlert title="This browser cannot use passkeys">
        Sign in with your email instead, or open Homebuyer Wizard in an up-to-date browser.
      </FormAlert>
    );
  }

  const start = () =>
    signIn.mutate(undefined, {
      onSuccess: async () => {
        setFinishing(true);
        await onSignedIn();
      },
    });

  return (
    <Stack gap="md" maw="28rem">
      {signIn.isError && <FormAlert title="You are not signed in">{passkeyErrorMessage(signIn.error)}</FormAlert>}
      <Button
        size="md"
        onClick={start}
        loading={signIn.isPending || finishing}
        leftSection={<IconFingerprint size={20} aria-hidden="true" />}
        w={{ base: '100%', xs: 'auto' }}
      >
        Sign in with a passkey
      </Button>
    </Stack>
  );
}
