/**
 * Creating an account with a password instead of a code: email, a password of 8 to 128 characters
 * and its repetition. The server also refuses common passwords, under the password field.
 */
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { BotCheckNotice } from '@/components/bot-check-notice';
import { FormAlert } from '@/components/form-alert';
import { NewPasswordFields } from '@/components/new-password-fields';
import { setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { loadPasswordSignupInput, useRegisterWithPassword } from '../api/register-with-password';

type PasswordSignupValues = { email: string; password: string; password_confirmation: string };
const fields = ['email', 'password', 'password_confirmation'] as const;
const validate = validateOnDemand<PasswordSignupValues>(loadPasswordSignupInput);

export function PasswordSignupForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const validation = useValidationRhythm<PasswordSignupValues>();
  const form = useForm<PasswordSignupValues>({
    initialValues: { email: '', password: '', password_confirmation: '' },
    validate,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const registration = useRegisterWithPassword({ onSignedIn });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setProblem(null);
    registration.mutate(values, {
      onError: (error) => {
        if (!setServerFieldErrors(form, error, fields)) setProblem(error.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create your account with a password">
      <Stack gap="md">
        {problem && <FormAlert title="We couldn't create your account">{problem}</FormAlert>}
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <NewPasswordFields form={form} />
        <Button type="submit" size="md" loading={registration.isPending || registration.isSuccess} fullWidth>
          Create my account
        </Button>
        <BotCheckNotice />
      </Stack>
    </form>
  );
}
