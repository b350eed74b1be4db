/**
 * The step after Google or Microsoft when the provider did not vouch for the email it gave us
 * (Microsoft never does): the code we mailed to that address proves it belongs to this person, and
 * only then does the sign-in open an account (decision 019).
 */
import { OTP_LIFETIME_MINUTES } from '@hbw/contract/sign-in';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { LoadingBlock } from '@/components/loading-block';
import { OneTimeCodeField } from '@/components/one-time-code-field';
import { paths } from '@/config/paths';
import { ApiError, setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { providerLabels } from '@/lib/provider-window';
import {
  type ConfirmProviderEmailInput,
  confirmProviderEmail,
  loadConfirmProviderEmailBody,
} from '../api/confirm-email';
import { useProviderConfirmation } from '../api/get-confirmation';

const validate = validateOnDemand<ConfirmProviderEmailInput>(loadConfirmProviderEmailBody);

export function ConfirmProviderEmail({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const confirmation = useProviderConfirmation();
  const validation = useValidationRhythm<ConfirmProviderEmailInput>();
  const form = useForm<ConfirmProviderEmailInput>({
    initialValues: { otp: '' },
    validate,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const verification = useMutation({
    mutationFn: (otp: string) => confirmProviderEmail({ otp }),
    onSuccess: onSignedIn,
    onError: (error) => setServerFieldErrors(form, error, ['otp']),
  });

  if (confirmation.isPending) return <LoadingBlock label="Loading your sign-in" rows={2} height={48} />;
  if (confirmation.isError) {
    return (
      <Stack gap="sm">
        <FormAlert title="Nothing is waiting for a code here">
          This sign-in finished, expired, or was started in another browser. Sign in again from this page.
        </FormAlert>
        <Anchor component={Link} to={paths.login}>
          Back to sign in
        </Anchor>
      </Stack>
    );
  }

  const { provider, email } = confirmation.data;
  const label = providerLabels[provider];
  const refusal =
    verification.error instanceof ApiError && !verification.error.errors.otp ? verification.error.message : null;
  const handleSubmit = form.onSubmit(({ otp }) => {
    if (verification.isPending) return;
    verification.reset();
    verification.mutate(otp);
  });

  return (
    <form aria-label="Confirm your email" noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <Text>
          {label} does not confirm to us that{' '}
          <Text span fw={700}>
            {email}
          </Text>{' '}
          is yours, so we sent a 6-digit code there. Enter it to finish signing in with {label}. It works for{' '}
          {OTP_LIFETIME_MINUTES} minutes, and you will not be asked again on this account.
        </Text>
        <OneTimeCodeField data-autofocus required {...form.getInputProps('otp')} />
        {refusal && <FormAlert title="That didn't work">{refusal}</FormAlert>}
        <Button type="submit" size="md" loading={verification.isPending}>
          Confirm and sign in
        </Button>
        <Text size="sm" c="dimmed">
          No mail? Look in your spam folder, or{' '}
          <Anchor component={Link} to={paths.login}>
            sign in another way
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  );
}
