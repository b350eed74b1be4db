import { describe, expect, it } from 'vitest';
import { mintMessageId, mintSigningSecret, signatureOf, signedHeaders } from './signatures.ts';

describe('a webhook signature', () => {
  it('is the example of the Standard Webhooks libraries, computed from their secret and message', () => {
    // The test vector that the Standard Webhooks project's reference libraries are all checked against.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signatureOf(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('is one per secret that still signs, the current one first, separated by spaces', () => {
    const [current, previous] = [mintSigningSecret(), mintSigningSecret()];
    const attemptedAt = new Date('2026-11-28T09:00:00.750Z');
    const headers = signedHeaders([current, previous], 'msg_1', attemptedAt, '{}');
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(attemptedAt.getTime() / 1000)));
    expect(headers['webhook-signature']).toBe(
      `${signatureOf(current, 'msg_1', 1795856400, '{}')} ${signatureOf(previous, 'msg_1', 1795856400, '{}')}`,
    );
  });

  it('uses secrets of 32 random bytes and message ids without a full stop', () => {
    const secret = mintSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(mintMessageId()).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
  });
});
