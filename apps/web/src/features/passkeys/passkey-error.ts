/**
 * What went wrong with a passkey, in words a buyer can act on: the browser's WebAuthn errors say
 * "NotAllowedError" whether the person cancelled or the device timed out; the server says why it
 * refused in its own message.
 */
import { ApiError } from '@/lib/api-client';

const byDevice: Record<string, string> = {
  NotAllowedError: 'The passkey request was cancelled or timed out. Try again when you are ready.',
  InvalidStateError: 'This device already holds a passkey for your account. You can sign in with it.',
  NotSupportedError: 'This device cannot make a passkey. Try another device or browser.',
  SecurityError: 'Passkeys only work on the Homebuyer Wizard site itself, over a secure connection.',
  AbortError: 'The passkey request was cancelled. Try again when you are ready.',
};

export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) {
    const code = (error as Error & { code?: string }).code;
    if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return byDevice.InvalidStateError as string;
    const known = byDevice[error.name];
    if (known) return known;
  }
  return 'Something went wrong with the passkey. Please try again.';
}
