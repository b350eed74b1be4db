import { apiKeyParts } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import { hashSecret, mintApiKey, secretMatches } from './secrets.ts';

describe('an API key', () => {
  it('is the prefix, a public id and a secret of 32 bytes, of which only the hash is kept', () => {
    const minted = mintApiKey();
    expect(minted.key).toMatch(/^hbw_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    const parts = apiKeyParts(minted.key);
    expect(parts?.publicId).toBe(minted.publicId);
    expect(Buffer.from(parts?.secret ?? '', 'base64url')).toHaveLength(32);
    expect(minted.secretHash).toBe(hashSecret(parts?.secret ?? ''));
    expect(minted.secretHash).not.toContain(parts?.secret);
  });

  it('is new each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => mintApiKey().key));
    expect(keys.size).toBe(50);
  });

  it.each([
    ['its own secret', (secret: string) => secret, true],
    [
      'a secret one character off',
      (secret: string) => `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
      false,
    ],
    ['an empty secret', () => '', false],
  ])('given %s, matches or not as it should', (_case, alter, matches) => {
    const { key, secretHash } = mintApiKey();
    const secret = apiKeyParts(key)?.secret ?? '';
    expect(secretMatches(alter(secret), secretHash)).toBe(matches);
  });

  it.each([
    ['a session token', 'q3Jm3bq0c8m2bLw9k1oV2yq3b2yVQmUu1a0Yv5d5eX8'],
    ['a key without its prefix', `0123456789abcdef_${'a'.repeat(43)}`],
    ['a key with a short secret', `hbw_0123456789abcdef_${'a'.repeat(42)}`],
    ['a key with an uppercase public id', `hbw_0123456789ABCDEF_${'a'.repeat(43)}`],
  ])('is not read from %s', (_case, text) => {
    expect(apiKeyParts(text)).toBeUndefined();
  });
});
