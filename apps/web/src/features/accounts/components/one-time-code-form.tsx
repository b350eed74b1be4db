/**
 * Entering an emailed code, in the code window or on the /OTP page: the code field, the button that
 * registers or signs in with it, and a new code once a minute has passed. A refused code keeps the
 * form where it is, with the reason under the field.
 */
import type { OtpPurpose } from '@hbw/contract';
import { OTP_LIFETIME_MINUTES } from '@hbw/contract/sign-in';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { BotCheckNotice } from '@/components/bot-check-notice';
import { FormAlert } from '@/components/form-alert';
import { OneTimeCodeField } from '@/components/one-time-code-field';
import { ApiError } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { useGenerateOtp } from '../api/generate-otp';
import { loadLoginWithCodeInput, loginWithCode } from '../api/login-with-code';
import { registerWithCode } from '../api/register-with-code';
import { showCodeRequestError } from './code-request-error';
import { ResendCode } from './resend-code';

/** Who asked for the code, and what for; registering also needs the mobile number. */
export type CodeRequest = { purpose: OtpPurpose; email: string; mobileNumber?: string };

type CodeValues = { otp: string };
// The code as the sign-in call checks it; registering checks it with the same contract field.
const validate = validateOnDemand<CodeValues>(() =>
  loadLoginWithCodeInput().then((input) => input.pick({ otp: true })),
);

function verifyCode(request: CodeRequest, otp: string): Promise<void> {
  return request.purpose === 'register'
    ? registerWithCode({ otp, email: request.email, mobile_number: request.mobileNumber ?? '' })
    : loginWithCode({ otp, email: request.email });
}

/** A refusal that is not about the code (the email was registered meanwhile, say), as one message. */
function otherProblem(error: Error): string | null {
  if (!(error instanceof ApiError)) return error.message;
  if (error.errors.otp) return null;
  const messages = Object.values(error.errors).flat();
  return messages.length > 0 ? messages.join(' ') : error.message;
}

type OneTimeCodeFormProps = {
  request: CodeRequest;
  /** Seconds until a new code may be asked for: 60 right after one was sent, 0 when unknown. */
  resendAfterSeconds: number;
  submitLabel: string;
  /** The server accepted the code and the session is open. */
  onVerified: () => Promise<void>;
};

export function OneTimeCodeForm({ request, resendAfterSeconds, submitLabel, onVerified }: OneTimeCodeFormProps) {
  const [resendAvailableAt, setResendAvailableAt] = useState(() => Date.now() + resendAfterSeconds * 1000);
  const [newCodeSent, setNewCodeSent] = useState(false);
  const validation = useValidationRhythm<CodeValues>();
  const form = useForm<CodeValues>({
    initialValues: { otp: '' },
    validate,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const verification = useMutation({
    mutationFn: (otp: string) => verifyCode(request, otp),
    onSuccess: onVerified,
    onError: (error) => {
      const codeProblem = error instanceof ApiError ? error.errors.otp?.[0] : undefined;
      if (codeProblem) form.setFieldError('otp', codeProblem);
    },
  });
  const resend = useGenerateOtp();

  const handleSubmit = form.onSubmit(({ otp }) => {
    if (verification.isPending) return;
    verification.reset();
    verification.mutate(otp);
  });

  const sendNewCode = () =>
    resend.mutate(
      { description: request.purpose, email: request.email },
      {
        onSuccess: (sent) => {
          validation.forget();
          form.reset();
          verification.reset();
          setNewCodeSent(true);
          setResendAvailableAt(Date.now() + sent.resend_after_seconds * 1000);
        },
        onError: showCodeRequestError,
      },
    );

  const problem = verification.error ? otherProblem(verification.error) : null;

  return (
    <form aria-label="Enter your code" noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <Text>
          {newCodeSent ? 'We sent a new code to ' : 'We sent a 6-digit code to '}
          <Text span fw={700}>
            {request.email}
          </Text>
          . It works for {OTP_LIFETIME_MINUTES} minutes.
        </Text>
        <OneTimeCodeField data-autofocus required {...form.getInputProps('otp')} />
        {problem && <FormAlert title="That didn't work">{problem}</FormAlert>}
        <Button type="submit" size="md" loading={verification.isPending}>
          {submitLabel}
        </Button>
        <ResendCode availableAt={resendAvailableAt} resending={resend.isPending} onResend={sendNewCode} />
        <BotCheckNotice />
      </Stack>
    </form>
  );
}
