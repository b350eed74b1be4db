/**
 * The invited professional's first password, with the token of the mailed link. A link used or
 * expired meanwhile says so; success opens their session.
 */
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { NewPasswordFields } from '@/components/new-password-fields';
import { setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { type AcceptInvitationInput, loadAcceptInvitationInput, useAcceptInvitation } from '../api/accept-invitation';

type PasswordValues = { password: string; password_confirmation: string };
const checkPassword = validateOnDemand<AcceptInvitationInput>(loadAcceptInvitationInput);

type InvitationFormProps = { token: string; onAccepted: () => void };

export function InvitationForm({ token, onAccepted }: InvitationFormProps) {
  const validation = useValidationRhythm<PasswordValues>();
  const form = useForm<PasswordValues>({
    initialValues: { password: '', password_confirmation: '' },
    validate: (values) => checkPassword({ ...values, token }),
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const accept = useAcceptInvitation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setProblem(null);
    accept.mutate(
      { ...values, token },
      {
        onSuccess: onAccepted,
        onError: (error) => {
          if (!setServerFieldErrors(form, error, ['password', 'password_confirmation'])) setProblem(error.message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Choose your password">
      <Stack gap="md">
        {problem && <FormAlert title="Your password is not set">{problem}</FormAlert>}
        <NewPasswordFields form={form} autoFocus />
        <Button type="submit" size="md" loading={accept.isPending} fullWidth>
          Set my password and sign in
        </Button>
      </Stack>
    </form>
  );
}
