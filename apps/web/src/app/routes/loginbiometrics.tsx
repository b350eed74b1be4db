/** /loginbiometrics: signing in with a passkey made earlier on /registerbio. */
import { Anchor, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';
import { PasskeySignIn } from '@/features/passkeys/components/passkey-sign-in';
import { useFinishSignIn } from '@/features/session/hooks/use-finish-sign-in';

export default function PasskeySignInPage() {
  const finishSignIn = useFinishSignIn();
  return (
    <Container size="sm" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Passkeys" title="Sign in with a passkey">
          Use the fingerprint, face or PIN of the device where you created your passkey.
        </PageIntro>
        <PasskeySignIn onSignedIn={finishSignIn} />
        <Text size="sm" c="dimmed">
          No passkey on this device?{' '}
          <Anchor component={Link} to={paths.login}>
            Sign in another way
          </Anchor>
          , then create one from your profile.
        </Text>
      </Stack>
    </Container>
  );
}
