/**
 * The professionals' portal door (/pro, the footer's LOGIN): lenders and experts sign in here and go
 * on to their calls. A buyer who signs in here, or arrives signed in, is told the portal is not theirs.
 */
import { Alert, Anchor, Button, Card, Container, Group, Stack, Text } from '@mantine/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunction, redirect, useNavigate, useSearchParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';
import { roleShells } from '@/config/role-shells';
import { useLogin } from '@/features/accounts/api/login';
import { SignInForm } from '@/features/professional-portal/components/sign-in-form';
import { profileQueryOptions, useProfile } from '@/features/session/api/get-profile';

/** Only a page of the portal may be returned to: anything else in `?redirect=` goes to the calls. */
function portalReturnPath(asked: string | null): string {
  return asked && /^\/pro\/[a-z-]+(\?[^/\\]*)?$/.test(asked) ? asked : paths.professionalCalls;
}

export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request }) => {
    const profile = await queryClient.ensureQueryData(profileQueryOptions()).catch(() => null);
    if (profile?.role === 'professional') {
      throw redirect(portalReturnPath(new URL(request.url).searchParams.get('redirect')));
    }
    // A buyer is told here what the portal is; any other role has a home of its own.
    if (profile && profile.role !== 'buyer') throw redirect(roleShells[profile.role].home);
    return null;
  };

function NotForBuyers() {
  return (
    <Alert color="blue" variant="light" title="This portal is for professionals" role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          You are signed in with a home buyer's account. The portal is where participating lenders and housing experts
          set their hours and see the calls booked with them. Your own calls are under Appointments.
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.app.appointments} size="sm">
            Your calls
          </Button>
          <Button component={Link} to={paths.logout} size="sm" variant="default">
            Sign out
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export default function ProfessionalSignIn() {
  const profile = useProfile();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const queryClient = useQueryClient();
  const signIn = useLogin({
    onSignedIn: async () => {
      // Nothing cached for whoever was signed in before may show now; the profile is asked for afresh.
      await queryClient.resetQueries();
      const signedIn = await queryClient.fetchQuery(profileQueryOptions());
      if (signedIn?.role === 'professional') {
        await navigate(portalReturnPath(searchParams.get('redirect')), { replace: true });
      }
    },
  });

  return (
    <Container size="xs" py={{ base: 40, md: 64 }}>
      <Stack gap="lg">
        <PageIntro eyebrow="Lenders and housing experts" title="Professionals' portal">
          Sign in to set when you take calls and to manage the calls buyers book with you.
        </PageIntro>
        {profile.data && profile.data.role !== 'professional' ? (
          <NotForBuyers />
        ) : (
          <Card withBorder radius="md" padding="lg">
            <SignInForm signIn={signIn} />
          </Card>
        )}
        <Text size="sm" c="dimmed">
          Buying a home?{' '}
          <Anchor component={Link} to={paths.login}>
            Sign in as a home buyer
          </Anchor>
          . Want to take part as a lender or expert? Write to us from the Contact Us block below.
        </Text>
      </Stack>
    </Container>
  );
}
