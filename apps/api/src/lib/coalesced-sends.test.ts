import { describe, expect, it } from 'vitest';
import { coalescedSends } from './coalesced-sends.ts';

/** A send that waits until the test lets it finish, and records what each one carried. */
function heldSends() {
  const sent: string[][] = [];
  const finishes: (() => void)[] = [];
  const send = (items: string[]) =>
    new Promise<void>((resolve) => {
      sent.push(items);
      finishes.push(resolve);
    });
  return { sent, send, finishNext: () => finishes.shift()?.() };
}

describe('sends coalesced', () => {
  it('sends the first item at once, and everything added meanwhile in the next send', async () => {
    const held = heldSends();
    const sends = coalescedSends(held.send, () => {});
    sends.add('a');
    sends.add('b');
    sends.add('c');
    expect(held.sent).toEqual([['a']]);
    held.finishNext();
    await Promise.resolve();
    expect(held.sent).toEqual([['a'], ['b', 'c']]);
    held.finishNext();
    await sends.idle();
    sends.add('d');
    expect(held.sent).toEqual([['a'], ['b', 'c'], ['d']]);
    held.finishNext();
    await sends.idle();
  });

  it('reports a send that fails and goes on with the next', async () => {
    const failures: unknown[] = [];
    const carried: string[][] = [];
    const sends = coalescedSends(
      async (items: string[]) => {
        carried.push(items);
        if (items.includes('broken')) throw new Error('the connection dropped');
      },
      (error) => failures.push(error),
    );
    sends.add('broken');
    sends.add('next');
    await sends.idle();
    expect(carried).toEqual([['broken'], ['next']]);
    expect(failures).toEqual([new Error('the connection dropped')]);
  });
});
