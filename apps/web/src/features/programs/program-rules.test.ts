import type { EligibilityRule } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import { describeRule } from './program-rules';

describe('describeRule', () => {
  it.each<[EligibilityRule, string]>([
    [{ kind: 'states', states: ['TX'] }, 'For homes in Texas.'],
    [{ kind: 'states', states: ['NJ', 'NY', 'PA'] }, 'For homes in New Jersey, New York or Pennsylvania.'],
    [
      { kind: 'first_time_buyer', lookbackYears: 3, exemptIf: ['veteran'] },
      'For first-time buyers: no home owned in the last 3 years (veterans are exempt).',
    ],
    [
      { kind: 'first_time_buyer', lookbackYears: 3, exemptIf: [] },
      'For first-time buyers: no home owned in the last 3 years.',
    ],
    [{ kind: 'min_credit_score', score: 620 }, 'Credit score of at least 620.'],
    [{ kind: 'price_limit', max: 450_000 }, 'Home price up to $450,000.'],
    [{ kind: 'county_limits', income: true, price: true }, 'Income and price limits set by county.'],
    [{ kind: 'county_limits', income: true, price: false }, 'Income limits set by county.'],
    [{ kind: 'loan_types', allowed: ['fha', 'conventional'] }, 'The first mortgage must be FHA or conventional.'],
    [{ kind: 'min_contribution', amount: 1000 }, 'You put in at least $1,000 yourself.'],
    [
      { kind: 'application_round', round: '2026', opens: '2026-04-01', closes: '2026-06-15' },
      'Applications are taken in rounds: the 2026 round runs from 1 April 2026 to 15 June 2026.',
    ],
    [
      { kind: 'application_round', round: '2026', opens: '2026-01-20' },
      'Applications are taken in rounds: the 2026 round runs from 20 January 2026, until its funds are reserved.',
    ],
    [
      { kind: 'occupations', occupations: ['teacher', 'military'] },
      'For people in these jobs: teacher or school staff; military.',
    ],
  ])('%j reads "%s"', (rule, sentence) => {
    expect(describeRule(rule)).toBe(sentence);
  });
});
