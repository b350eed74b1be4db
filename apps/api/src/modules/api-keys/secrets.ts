/**
 * The secret part of an API key: made of 32 random bytes, kept only as its SHA-256 (a secret of
 * that entropy needs no slow hash; decision 059), and compared with the stored hash in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '@hbw/contract';

export type MintedApiKey = { key: string; publicId: string; secretHash: string };

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new key: the whole key to show once, and what is stored of it. */
export function mintApiKey(): MintedApiKey {
  const publicId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { key: `${API_KEY_PREFIX}${publicId}_${secret}`, publicId, secretHash: hashSecret(secret) };
}

/** Whether the secret is the one whose hash was stored, in a time that says nothing of how near it came. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
