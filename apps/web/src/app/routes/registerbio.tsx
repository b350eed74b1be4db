/** /registerbio: the signed-in buyer creates a passkey, to sign in next time with a fingerprint, face or PIN. */
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';
import { PasskeyList } from '@/features/passkeys/components/passkey-list';
import { RegisterPasskeyForm } from '@/features/passkeys/components/register-passkey-form';

export default function RegisterPasskeyPage() {
  const [created, setCreated] = useState<string | null>(null);
  return (
    <Container size="sm" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Passkeys" title="Create a passkey">
          A passkey signs you in with your fingerprint, your face or your device's PIN: no password to remember, and
          nothing a fake site could steal.
        </PageIntro>
        {created && (
          <Alert color="green" variant="light" title="Your passkey is ready" role="status">
            <Text size="sm">
              “{created}” is saved on this device. Next time, choose{' '}
              <Anchor component={Link} to={paths.passkeySignIn}>
                Sign in with a passkey
              </Anchor>
              .
            </Text>
          </Alert>
        )}
        <RegisterPasskeyForm onRegistered={(passkey) => setCreated(passkey.name)} />
        <Stack gap="sm" component="section" aria-labelledby="passkeys-heading">
          <Title order={2} size="h3" id="passkeys-heading">
            Your passkeys
          </Title>
          <PasskeyList />
        </Stack>
      </Stack>
    </Container>
  );
}
