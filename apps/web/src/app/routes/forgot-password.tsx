/** Forgot password (/forgot-password): asks for a link to choose a new password. */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AccountPage } from '@/features/accounts/components/account-page';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

export default function ForgotPassword() {
  return (
    <AccountPage
      title="Forgot your password?"
      intro="Enter the email of your account and we'll send you a link to choose a new password."
    >
      <ForgotPasswordForm />
      <Text size="sm">
        Remembered it?{' '}
        <Anchor component={Link} to={paths.login}>
          Back to sign in
        </Anchor>
      </Text>
    </AccountPage>
  );
}
