/**
 * A password chosen and repeated, as every form that sets one asks it: signing up, a reset link, an
 * invitation, and the profile. The form holds `password` and `password_confirmation`.
 */
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type NewPasswordFieldsProps<Values extends { password: string; password_confirmation: string }> = {
  form: UseFormReturnType<Values>;
  /** "New password" where one is replaced; "Password" where the first is chosen. */
  replacing?: boolean;
  description?: string;
  autoFocus?: boolean;
};

export function NewPasswordFields<Values extends { password: string; password_confirmation: string }>({
  form,
  replacing = false,
  description = 'At least 8 characters. A long phrase is easier to remember and harder to guess.',
  autoFocus = false,
}: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <PasswordInput
        label={replacing ? 'New password' : 'Password'}
        description={description}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={replacing ? 'Repeat the new password' : 'Repeat the password'}
        autoComplete="new-password"
        required
        {...form.getInputProps('password_confirmation')}
      />
    </>
  );
}
