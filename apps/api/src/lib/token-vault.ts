/**
 * Encryption of the secrets we must keep (calendar refresh and access tokens): AES-256-GCM with a
 * random 96-bit IV per value, stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. The key comes
 * from TOKEN_ENCRYPTION_KEY; in development it is generated once into the data directory.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type TokenVault = { seal(plaintext: string): string; open(sealed: string): string };

export function tokenVault(key: Buffer): TokenVault {
  if (key.length !== 32) throw new Error('The token encryption key must be 32 bytes.');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        ciphertext.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('This is not a sealed token.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The configured key, or (outside production) one generated once and kept in the data directory. */
export async function loadTokenKey(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'base64');
  const file = path.join(dataDir, 'token-encryption.key');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing) return Buffer.from(existing.trim(), 'base64');
  const key = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' }).catch(async () => {
    // Another process wrote it first: use theirs, so that both read each other's tokens.
  });
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}
