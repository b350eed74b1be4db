/**
 * What makes a password unacceptable beyond its length (8 to 128, checked by the contract): being
 * one of the passwords attackers try first, or being the account's own email.
 */
import { commonPasswords } from './common-passwords.ts';

const common = new Set(commonPasswords);

export function passwordProblem(password: string, email: string): string | null {
  const lowered = password.toLowerCase();
  if (common.has(lowered)) return 'This password is one of the most common ones. Choose something harder to guess.';
  if (lowered === email.toLowerCase() || lowered === email.split('@')[0]?.toLowerCase()) {
    return 'Your password must not be your email address.';
  }
  if (/^(.)\1+$/.test(password)) return 'Use more than one repeated character.';
  return null;
}
