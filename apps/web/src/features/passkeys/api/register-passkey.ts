/**
 * `POST wizard-tool/biometrics/webauthn/register`, after its options call: the server's challenge
 * goes to the device, which makes the passkey (asking for a fingerprint, a face or a PIN), and the
 * server keeps the public half.
 */

import type { Passkey } from '@hbw/contract';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function registerPasskey({ name }: { name: string }): Promise<Passkey> {
  const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>(
    'wizard-tool/biometrics/webauthn/register/options',
  );
  const response = await startRegistration({ optionsJSON });
  return api.post('wizard-tool/biometrics/webauthn/register', { response, name });
}

export function useRegisterPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['passkeys'] }),
  });
}
