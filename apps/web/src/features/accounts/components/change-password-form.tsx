/**
 * Changing the password (or setting a first one, for an account made with a code). Every other
 * device is signed out afterwards; this one stays signed in.
 */
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { NewPasswordFields } from '@/components/new-password-fields';
import { setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { loadChangePasswordInput, useChangePassword } from '../api/change-password';

type ChangePasswordValues = { current_password: string; password: string; password_confirmation: string };
const fields = ['current_password', 'password', 'password_confirmation'] as const;
const checkChange = validateOnDemand<ChangePasswordValues>(loadChangePasswordInput);

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const validation = useValidationRhythm<ChangePasswordValues>();
  const form = useForm<ChangePasswordValues>({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: async (values) => {
      const errors = await checkChange(values);
      if (hasPassword && values.current_password === '') errors.current_password = 'Enter your current password.';
      return errors;
    },
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit(({ current_password, ...newPassword }) => {
    setProblem(null);
    change.mutate(hasPassword ? { current_password, ...newPassword } : newPassword, {
      onSuccess: () => {
        validation.forget();
        form.reset();
      },
      onError: (error) => {
        if (!setServerFieldErrors(form, error, fields)) setProblem(error.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={hasPassword ? 'Change your password' : 'Set a password'}>
      <Stack gap="md">
        {change.isSuccess && (
          <Alert
            color="green"
            variant="light"
            radius="md"
            title="Password saved"
            icon={<IconCircleCheck aria-hidden="true" />}
            role="status"
          >
            {change.data.message}
          </Alert>
        )}
        {problem && <FormAlert title="Your password is not changed">{problem}</FormAlert>}
        {hasPassword && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
        )}
        <NewPasswordFields
          form={form}
          replacing
          description="At least 8 characters. Other devices are signed out when you save it."
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {hasPassword ? 'Change password' : 'Set password'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
