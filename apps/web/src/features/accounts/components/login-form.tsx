/**
 * Signing in with email and password (docs/product.md section 11): the errors of the last attempt are
 * cleared before the next one, the server's refusal shows under the field it concerns, and the other
 * ways in (an emailed code, a forgotten password) are a click away.
 */
import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { BotCheckNotice } from '@/components/bot-check-notice';
import { FormAlert } from '@/components/form-alert';
import { oneTimeCodePath, paths } from '@/config/paths';
import { setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { type LoginInput, loadLoginInput, useLogin } from '../api/login';

const fields = ['email', 'password'] as const;
const validate = validateOnDemand<LoginInput>(loadLoginInput);

type LoginFormProps = {
  onSignedIn: () => Promise<void>;
  /** The page to come back to after signing in another way, from `?redirect=`. */
  returnTo: string | null;
};

export function LoginForm({ onSignedIn, returnTo }: LoginFormProps) {
  const validation = useValidationRhythm<LoginInput>();
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const login = useLogin({ onSignedIn });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setProblem(null);
    login.mutate(values, {
      onError: (error) => {
        if (!setServerFieldErrors(form, error, fields)) setProblem(error.message);
      },
    });
  });

  return (
    // Posted, should it be sent before the app has hydrated the page: a password never goes into an address.
    <form method="post" onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {problem && <FormAlert title="You are not signed in">{problem}</FormAlert>}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            Forgot your password?
          </Anchor>
          <Anchor component={Link} to={oneTimeCodePath({ email: form.values.email.trim(), returnTo })} size="sm">
            Email me a sign-in code instead
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={login.isPending || login.isSuccess} fullWidth>
          Sign in
        </Button>
        <BotCheckNotice />
      </Stack>
    </form>
  );
}
