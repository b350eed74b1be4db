/**
 * Choosing a new password with the token of the emailed link. A used or expired link says so and
 * offers a new one; success ends every session, so the buyer signs in again with the new password.
 */
import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { NewPasswordFields } from '@/components/new-password-fields';
import { paths } from '@/config/paths';
import { ApiError, setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { loadResetPasswordInput, type ResetPasswordInput, useResetPassword } from '../api/reset-password';

type NewPasswordValues = { password: string; password_confirmation: string };
const checkReset = validateOnDemand<ResetPasswordInput>(loadResetPasswordInput);

type ResetPasswordFormProps = { token: string; onReset: (message: string) => void };

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const validation = useValidationRhythm<NewPasswordValues>();
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', password_confirmation: '' },
    // The page shows this form only with a token, so the token's own check never fails unseen here.
    validate: (values) => checkReset({ ...values, reset_password_token: token }),
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const reset = useResetPassword();
  const [problem, setProblem] = useState<{ message: string; linkDead: boolean } | null>(null);

  const submit = form.onSubmit((values) => {
    setProblem(null);
    reset.mutate(
      { ...values, reset_password_token: token },
      {
        onSuccess: ({ message }) => onReset(message),
        onError: (error) => {
          const linkProblem = error instanceof ApiError ? error.errors.reset_password_token?.[0] : undefined;
          if (linkProblem) setProblem({ message: linkProblem, linkDead: true });
          else if (!setServerFieldErrors(form, error, ['password', 'password_confirmation'])) {
            setProblem({ message: error.message, linkDead: false });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        {problem && (
          <FormAlert title="Your password is not changed">
            {problem.message}{' '}
            {problem.linkDead && (
              <Anchor component={Link} to={paths.forgotPassword} inherit>
                Ask for a new link
              </Anchor>
            )}
          </FormAlert>
        )}
        <NewPasswordFields form={form} replacing autoFocus />
        <Button type="submit" size="md" loading={reset.isPending} fullWidth>
          Save my new password
        </Button>
      </Stack>
    </form>
  );
}
