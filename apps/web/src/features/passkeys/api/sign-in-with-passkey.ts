/**
 * `POST auth/passkey/verify`, after its options call: the device signs the server's challenge with
 * one of its passkeys for this site, and the server opens a session for that passkey's owner.
 */
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function signInWithPasskey(): Promise<void> {
  const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>('auth/passkey/options');
  const response = await startAuthentication({ optionsJSON });
  await api.post('auth/passkey/verify', { response });
}

export function useSignInWithPasskey() {
  return useMutation({ mutationFn: signInWithPasskey });
}
