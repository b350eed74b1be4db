/**
 * Asking for a password reset link. The answer is the same whether or not an account uses the
 * address (so nobody learns who has one), and the page says so in the server's words.
 */
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import IconMailCheck from '@tabler/icons-react/dist/esm/icons/IconMailCheck.mjs';
import { useState } from 'react';
import { BotCheckNotice } from '@/components/bot-check-notice';
import { FormAlert } from '@/components/form-alert';
import { setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import {
  loadPasswordResetRequestInput,
  type PasswordResetRequestInput,
  useRequestPasswordReset,
} from '../api/request-password-reset';

const validate = validateOnDemand<PasswordResetRequestInput>(loadPasswordResetRequestInput);

export function ForgotPasswordForm() {
  const validation = useValidationRhythm<PasswordResetRequestInput>();
  const form = useForm<PasswordResetRequestInput>({
    initialValues: { email: '' },
    validate,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const request = useRequestPasswordReset();
  const [problem, setProblem] = useState<string | null>(null);

  if (request.isSuccess) {
    return (
      <Alert
        color="green"
        variant="light"
        radius="md"
        title="Check your email"
        icon={<IconMailCheck aria-hidden="true" />}
        role="status"
      >
        <Stack gap="xs">
          <Text size="sm">{request.data.message}</Text>
          <Text size="sm">
            The link works once, within an hour. No email after a few minutes? Check your spam folder.
          </Text>
        </Stack>
      </Alert>
    );
  }

  const submit = form.onSubmit((values) => {
    setProblem(null);
    request.mutate(values, {
      onError: (error) => {
        if (!setServerFieldErrors(form, error, ['email'])) setProblem(error.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Ask for a password reset link">
      <Stack gap="md">
        {problem && <FormAlert title="We couldn't send the link">{problem}</FormAlert>}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" loading={request.isPending} fullWidth>
          Email me a reset link
        </Button>
        <BotCheckNotice />
      </Stack>
    </form>
  );
}
