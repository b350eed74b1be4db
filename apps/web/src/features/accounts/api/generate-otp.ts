/**
 * `POST wizard-tool/generate-otp`: mails a 6-digit code for registering or signing in. A second code
 * within a minute answers 429 "Please wait N seconds before asking for a new code."
 */
import { type generateOtpAnswer, generateOtpBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type CodeSent = z.infer<typeof generateOtpAnswer>;

export function generateOtp(input: z.input<typeof generateOtpBody>): Promise<CodeSent> {
  return api.post('wizard-tool/generate-otp', generateOtpBody.parse(input));
}

export function useGenerateOtp() {
  return useMutation({ mutationFn: generateOtp });
}
