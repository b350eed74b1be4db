/**
 * The invitation a professional opens (/pro/invitation?token=…, the mailed link): who it is for and
 * a password to choose, after which they are signed in and land in the portal. A used, expired or
 * incomplete link gets a page that says which, and what to do.
 */
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '@/components/loading-block';
import { paths } from '@/config/paths';
import { AccountPage } from '@/features/accounts/components/account-page';
import { useInvitation } from '@/features/professional-portal/api/open-invitation';
import { InvitationForm } from '@/features/professional-portal/components/invitation-form';
import { useFinishSignIn } from '@/features/session/hooks/use-finish-sign-in';

function DeadLink({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Alert color="gray" variant="light" radius="md" title={title} icon={<IconAlertCircle aria-hidden="true" />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{children}</Text>
        <Anchor component={Link} to={paths.professionals} size="sm">
          Go to the professionals’ sign-in
        </Anchor>
      </Stack>
    </Alert>
  );
}

export default function ProfessionalInvitation() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const invitation = useInvitation(token);
  const finishSignIn = useFinishSignIn();

  return (
    <AccountPage
      title="Choose your password"
      intro={
        invitation.data
          ? `Welcome${invitation.data.first_name ? `, ${invitation.data.first_name}` : ''}: you sign in as ${invitation.data.email}.`
          : undefined
      }
    >
      {token === '' ? (
        <DeadLink title="This link is incomplete">
          The address you opened has no invitation code. Open the whole link from the invitation mail (some email apps
          cut long links: copy all of it).
        </DeadLink>
      ) : invitation.isPending ? (
        <LoadingBlock label="Opening your invitation" rows={2} height={40} />
      ) : invitation.isError ? (
        <DeadLink title="This invitation cannot be used">{invitation.error.message}</DeadLink>
      ) : (
        <InvitationForm token={token} onAccepted={() => void finishSignIn()} />
      )}
    </AccountPage>
  );
}
