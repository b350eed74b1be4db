/**
 * Creating an account with a one-time code, the way of docs/product.md section 11: email and mobile number are
 * checked first (a taken one says "Email or Mobile number is already registered." under its field),
 * then a code is mailed and the page opens the code window.
 */
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { BotCheckNotice } from '@/components/bot-check-notice';
import { FormAlert } from '@/components/form-alert';
import { setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { checkLogin } from '../api/check-login';
import { type CodeSent, generateOtp } from '../api/generate-otp';
import { loadCodeSignupInput } from '../api/register-with-code';
import { showCodeRequestError } from './code-request-error';
import type { CodeRequest } from './one-time-code-form';

type CodeSignupValues = { email: string; mobile_number: string };
const fields = ['email', 'mobile_number'] as const;
const validate = validateOnDemand<CodeSignupValues>(loadCodeSignupInput);

/** Checks that the email and mobile number are free, then mails a code to register with. */
async function requestSignupCode(values: CodeSignupValues): Promise<{ request: CodeRequest; sent: CodeSent }> {
  const codeSignupInput = await loadCodeSignupInput();
  const { email, mobile_number } = codeSignupInput.parse(values);
  await checkLogin({ email, mobile_number });
  try {
    const sent = await generateOtp({ description: 'register', email });
    return { request: { purpose: 'register', email, mobileNumber: mobile_number }, sent };
  } catch (error) {
    throw new CodeRequestError(error);
  }
}

/** A failure of the code's generation, which docs/product.md section 15 shows as a yellow toast. */
class CodeRequestError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'We could not send a code. Please try again.', { cause });
  }
}

type CodeSignupFormProps = {
  onCodeSent: (request: CodeRequest, resendAfterSeconds: number) => void;
};

export function CodeSignupForm({ onCodeSent }: CodeSignupFormProps) {
  const validation = useValidationRhythm<CodeSignupValues>();
  const form = useForm<CodeSignupValues>({
    initialValues: { email: '', mobile_number: '' },
    validate,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const signup = useMutation({
    mutationFn: requestSignupCode,
    onSuccess: ({ request, sent }) => onCodeSent(request, sent.resend_after_seconds),
    onError: (error) => {
      const cause = error instanceof CodeRequestError ? error.cause : error;
      const underFields = setServerFieldErrors(form, cause, fields);
      // Shown under the fields, or as the toast of docs/product.md section 15: not a second time above the form.
      if (error instanceof CodeRequestError) showCodeRequestError(error);
      else if (!underFields) setProblem(error.message);
    },
  });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    signup.mutate(values);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create your account with a code">
      <Stack gap="md">
        {problem && <FormAlert title="We couldn't start your account">{problem}</FormAlert>}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Mobile number"
          description="A US number, like (555) 123-4567."
          type="tel"
          autoComplete="tel-national"
          required
          {...form.getInputProps('mobile_number')}
        />
        <Button type="submit" size="md" loading={signup.isPending} fullWidth>
          Email me a code
        </Button>
        <BotCheckNotice />
      </Stack>
    </form>
  );
}
