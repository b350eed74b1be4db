import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenVault } from './token-vault.ts';

describe('tokenVault', () => {
  const vault = tokenVault(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = vault.seal('1//refresh-token-from-google');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('refresh-token');
    expect(vault.seal('1//refresh-token-from-google')).not.toBe(sealed);
    expect(vault.open(sealed)).toBe('1//refresh-token-from-google');
  });

  it('refuses a value changed in storage or sealed with another key', () => {
    const sealed = vault.seal('secret');
    const [version, iv, tag, ciphertext = ''] = sealed.split('.');
    const tampered = [version, iv, tag, `${ciphertext.slice(0, -2)}AA`].join('.');
    expect(() => vault.open(tampered)).toThrow();
    expect(() => tokenVault(randomBytes(32)).open(sealed)).toThrow();
    expect(() => vault.open('plain text')).toThrow('This is not a sealed token.');
  });
});
