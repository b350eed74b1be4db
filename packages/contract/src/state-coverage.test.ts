import { describe, expect, it } from 'vitest';
import { type CoveredProgram, coverageSentence } from './state-coverage.ts';

const program = (reach: CoveredProgram['reach'], more: Partial<CoveredProgram> = {}): CoveredProgram => ({
  id: 1,
  name: 'A program',
  administrator: 'Ohio Housing Finance Agency',
  amount_summary: 'Up to $5,000',
  funding_status: 'open',
  reach,
  place: null,
  ...more,
});

const columbus = program('local', { place: 'the City of Columbus', administrator: 'City of Columbus' });
const cincinnati = program('local', { place: 'the City of Cincinnati', administrator: 'City of Cincinnati' });
const bank = program('several_states', { administrator: 'Federal Home Loan Bank of Cincinnati' });
const lender = program('several_states', { administrator: 'U.S. Bank' });

describe('the sentence of a state’s page', () => {
  it.each([
    [
      'statewide programs only',
      [program('statewide'), program('statewide')],
      'We list the statewide programs of Ohio; city and county programs are not in our catalogue yet.',
    ],
    [
      'one statewide program and its cities’',
      [program('statewide'), columbus, cincinnati, columbus],
      'We list the statewide program of Ohio and those of the City of Columbus and the City of Cincinnati; other city and county programs are not in our catalogue yet.',
    ],
    [
      'every kind, a bank named with “the” and a brand without',
      [program('statewide'), columbus, bank, lender, lender, program('every_state'), program('every_state')],
      'We list the statewide program of Ohio, those of the City of Columbus, those the Federal Home Loan Bank of Cincinnati and U.S. Bank offer in Ohio and other states, and 2 programs offered in every state; other city and county programs are not in our catalogue yet.',
    ],
    [
      'no program of the state’s own',
      [bank, program('every_state')],
      "We list no program of Ohio's own yet. We list those the Federal Home Loan Bank of Cincinnati offers in Ohio and other states and 1 program offered in every state; city and county programs are not in our catalogue yet.",
    ],
    [
      'closed programs, never counted',
      [program('statewide', { funding_status: 'closed' }), { ...bank, funding_status: 'closed' as const }],
      'We list no program open in Ohio yet; city and county programs are not in our catalogue yet.',
    ],
  ])('%s', (_, programs, sentence) => {
    expect(coverageSentence('OH', programs)).toBe(sentence);
  });

  it.each([
    [
      'DC',
      "We list the District of Columbia's own programs and those the Federal Home Loan Bank of Cincinnati offers in the District of Columbia and other states; city and county programs are not in our catalogue yet.",
    ],
    [
      'PR',
      "We list Puerto Rico's own programs and those the Federal Home Loan Bank of Cincinnati offers in Puerto Rico and other states; city and county programs are not in our catalogue yet.",
    ],
  ] as const)('calls the programs of %s its own, not statewide', (state, sentence) => {
    expect(coverageSentence(state, [program('statewide'), program('statewide'), bank])).toBe(sentence);
  });
});
