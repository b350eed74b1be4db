/**
 * Reset password (/reset-password?token=…, the emailed link): a new password, after which every
 * session of the account has ended and the buyer signs in with it.
 */
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AccountPage } from '@/features/accounts/components/account-page';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { profileQueryOptions } from '@/features/session/api/get-profile';

export default function ResetPassword() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const queryClient = useQueryClient();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  const reset = async (message: string) => {
    // The reset ended every session, this browser's too: the header must stop showing a name.
    await queryClient.resetQueries({ queryKey: profileQueryOptions().queryKey });
    setDoneMessage(message);
  };

  return (
    <AccountPage title="Choose a new password">
      {doneMessage ? (
        <Alert
          color="green"
          variant="light"
          radius="md"
          title="Password changed"
          icon={<IconCircleCheck aria-hidden="true" />}
          role="status"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{doneMessage}</Text>
            <Button component={Link} to={paths.login}>
              Sign in
            </Button>
          </Stack>
        </Alert>
      ) : token === '' ? (
        <Alert
          color="gray"
          variant="light"
          radius="md"
          title="This link is incomplete"
          icon={<IconAlertCircle aria-hidden="true" />}
        >
          The address you opened has no reset code. Open the whole link from the email (some email apps cut long links:
          copy all of it), or{' '}
          <Anchor component={Link} to={paths.forgotPassword} inherit>
            ask for a new link
          </Anchor>
          .
        </Alert>
      ) : (
        <ResetPasswordForm token={token} onReset={reset} />
      )}
    </AccountPage>
  );
}
