import { describe, expect, it } from 'vitest';
import { clientHolds, entityTag } from './entity-tags.ts';

describe('entityTag', () => {
  it('is a strong tag, the same for the same bytes and another for other bytes', () => {
    const page = entityTag(Buffer.from('<!doctype html><title>Home</title>'));

    expect(page).toMatch(/^"[\w-]{22}"$/);
    expect(entityTag(Buffer.from('<!doctype html><title>Home</title>'))).toBe(page);
    expect(entityTag(Buffer.from('<!doctype html><title>Home.</title>'))).not.toBe(page);
  });
});

describe('clientHolds', () => {
  const tag = '"abc"';

  it.each([
    [undefined, false],
    ['', false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"xyz", "abc"', true],
    ['"xyz",W/"abc"', true],
    ['*', true],
    ['"xyz"', false],
    ['"abcd"', false],
    ['abc', false],
  ])('reads If-None-Match %j as %s', (ifNoneMatch, held) => {
    expect(clientHolds(ifNoneMatch, tag)).toBe(held);
  });
});
