import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { passkeyErrorMessage } from './passkey-error';

const deviceError = (name: string, code?: string) => Object.assign(new Error('device said no'), { name, code });

describe('passkeyErrorMessage', () => {
  it.each([
    ['a cancelled or timed-out request', deviceError('NotAllowedError'), /cancelled or timed out/],
    ['a passkey the device already holds', deviceError('InvalidStateError'), /already holds a passkey/],
    [
      "SimpleWebAuthn's code for a passkey already held",
      deviceError('Error', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'),
      /already holds a passkey/,
    ],
    ['a device without passkeys', deviceError('NotSupportedError'), /cannot make a passkey/],
    ['the server refusing', new ApiError(401, 'This passkey could not sign you in.'), /^This passkey could not sign/],
    ['anything else', new Error('surprise'), /Something went wrong with the passkey/],
    ['a thrown non-error', 'surprise', /Something went wrong with the passkey/],
  ])('explains %s', (_case, error, expected) => {
    expect(passkeyErrorMessage(error)).toMatch(expected);
  });
});
