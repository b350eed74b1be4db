/**
 * Asking for a code to sign in with: the email address, then the code is mailed and the page opens
 * the code window. A refusal (asked again too soon, say) is the yellow "Error!" toast of docs/product.md section 15,
 * with a field's problem under the field.
 */
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BotCheckNotice } from '@/components/bot-check-notice';
import { setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { loadGenerateOtpInput, useGenerateOtp } from '../api/generate-otp';
import { showCodeRequestError } from './code-request-error';
import type { CodeRequest } from './one-time-code-form';

type CodeSignInValues = { email: string };
const loadCodeSignInInput = () => loadGenerateOtpInput().then((input) => input.pick({ email: true }));
const validate = validateOnDemand<CodeSignInValues>(loadCodeSignInInput);

type CodeSignInFormProps = {
  initialEmail: string;
  onCodeSent: (request: CodeRequest, resendAfterSeconds: number) => void;
};

export function CodeSignInForm({ initialEmail, onCodeSent }: CodeSignInFormProps) {
  const validation = useValidationRhythm<CodeSignInValues>();
  const form = useForm<CodeSignInValues>({
    initialValues: { email: initialEmail },
    validate,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const generation = useGenerateOtp();

  const submit = form.onSubmit(async (values) => {
    const codeSignInInput = await loadCodeSignInInput();
    const { email } = codeSignInInput.parse(values);
    generation.mutate(
      { description: 'login', email },
      {
        onSuccess: (sent) => onCodeSent({ purpose: 'login', email }, sent.resend_after_seconds),
        onError: (error) => {
          setServerFieldErrors(form, error, ['email']);
          showCodeRequestError(error);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in with a code">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" loading={generation.isPending} fullWidth>
          Email me a code
        </Button>
        <BotCheckNotice />
      </Stack>
    </form>
  );
}
