/**
 * The secrets of accounts: session and reset tokens (random, 256 bits, kept only as SHA-256) and
 * one-time codes (6 random digits, kept salted and hashed).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOneTimeCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function hashOneTimeCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

export function oneTimeCodeMatches(code: string, stored: string): boolean {
  const [salt = ''] = stored.split(':');
  const candidate = Buffer.from(hashOneTimeCode(code, salt));
  const expected = Buffer.from(stored);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
