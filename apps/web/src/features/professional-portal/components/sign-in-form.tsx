/**
 * The professionals' sign-in: email and password, with the server's refusal under the fields it
 * concerns. The call itself is the accounts' sign-in, which the page hands over as `signIn`.
 */
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { BotCheckNotice } from '@/components/bot-check-notice';
import { ApiError, setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';

type SignInValues = { email: string; password: string };

// The fields as the sign-in call checks them, loaded at the first check, not with the page (decision 037).
const checkSignIn = validateOnDemand<SignInValues>(() =>
  import('@hbw/contract').then((contract) => contract.loginBody.pick({ email: true, password: true })),
);

export function SignInForm({ signIn }: { signIn: UseMutationResult<void, Error, SignInValues> }) {
  const validation = useValidationRhythm<SignInValues>();
  const form = useForm<SignInValues>({
    initialValues: { email: '', password: '' },
    validate: checkSignIn,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });

  const submit = form.onSubmit((values) =>
    signIn.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError) setServerFieldErrors(form, error, ['email', 'password']);
      },
    }),
  );
  const fieldErrorsShown = signIn.error instanceof ApiError && Object.keys(signIn.error.errors).length > 0;

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in to the professionals' portal">
      <Stack gap="md">
        {signIn.isError && !fieldErrorsShown && (
          <Alert color="red" variant="light" title="You are not signed in" role="alert">
            {signIn.error.message}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          Sign in
        </Button>
        <BotCheckNotice />
      </Stack>
    </form>
  );
}
