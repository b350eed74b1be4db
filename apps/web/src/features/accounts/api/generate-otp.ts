/**
 * `POST wizard-tool/generate-otp`: mails a 6-digit code for registering or signing in. A second code
 * within a minute answers 429 "Please wait N seconds before asking for a new code." The schema is
 * loaded on first use, not with the pages that ask for a code (decision 037).
 */
import type { generateOtpAnswer, generateOtpBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type GenerateOtpInput = z.input<typeof generateOtpBody>;
export type CodeSent = z.infer<typeof generateOtpAnswer>;

export const loadGenerateOtpInput = () => import('@hbw/contract').then((contract) => contract.generateOtpBody);

export async function generateOtp(input: GenerateOtpInput): Promise<CodeSent> {
  const generateOtpInput = await loadGenerateOtpInput();
  return api.post('wizard-tool/generate-otp', generateOtpInput.parse(input));
}

export function useGenerateOtp() {
  return useMutation({ mutationFn: generateOtp });
}
