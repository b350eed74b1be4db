// The server's own library makes and checks the challenge, so this proves the browser's answer is one it accepts.

import { describe, expect, it } from 'vitest';
import { createChallenge, verifySolution } from '../../../api/node_modules/altcha-lib/dist/esm/v1/index.js';
import { solveAltcha } from './bot-check';

const hmacKey = 'a-test-hmac-key-of-at-least-thirty-two-characters';

describe('solveAltcha', () => {
  it('answers a challenge of the server with a payload the server verifies', async () => {
    const challenge = await createChallenge({ hmacKey, maxNumber: 2_000, expires: new Date(Date.now() + 60_000) });
    const payload = await solveAltcha(challenge);
    expect(await verifySolution(payload, hmacKey, true)).toBe(true);
  });

  it('refuses a challenge with no solution rather than looping for ever', async () => {
    const challenge = await createChallenge({ hmacKey, maxNumber: 50, number: 40 });
    await expect(solveAltcha({ ...challenge, challenge: 'f'.repeat(64) })).rejects.toThrow('no solution');
  });
});
