import { describe, expect, it } from 'vitest';
import { offeredInText } from './us-states.ts';

describe('where a program is offered, in words', () => {
  it.each<[readonly string[] | null, boolean, string]>([
    [null, false, 'Every state'],
    [['TX'], false, 'Texas'],
    [['TX'], true, 'Texas'],
    [['AZ', 'CA', 'NV'], false, 'Arizona, California and Nevada'],
    [['AZ', 'CA', 'NV'], true, 'AZ, CA and NV'],
    [['AL', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA'], true, '8 states'],
    [['IN', 'MI'], false, 'Indiana and Michigan'],
  ])('%j (short: %s) reads "%s"', (states, short, words) => {
    expect(offeredInText(states, { short })).toBe(words);
  });
});
