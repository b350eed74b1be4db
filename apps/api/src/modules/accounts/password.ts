/** Password hashing with Argon2id at OWASP's first recommendation: 19 MiB of memory, 2 passes. */
import { hash, verify } from '@node-rs/argon2';

export const passwordHashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), passwordHashOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password.normalize('NFC'));
  } catch {
    return false;
  }
}
