/**
 * A buyer and programs to evaluate, for the engine's tables of cases and its benchmark: the seeded
 * programs as the engine sees them, and a buyer each case changes a little.
 */
import type { QuestionnaireAnswers } from '@hbw/contract';
import { seedPrograms } from '../../db/seed-data/programs.ts';
import type { EngineProgram } from './eligibility.ts';

/** A Texan household of 3 earning $85,000, first-time buyers of a $300,000 home with an FHA loan. */
export const buyer = (changes: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers => ({
  state: 'TX',
  county: 'Travis',
  household_size: 3,
  household_income: 85_000,
  owned_home_last_3_years: false,
  owned_home_last_7_years: false,
  parents_owned_home: true,
  veteran: false,
  occupation: 'none',
  primary_residence: true,
  property_type: 'single_family',
  target_price: 300_000,
  credit_score_band: '680_719',
  savings: 20_000,
  loan_type: 'fha',
  timeline: '3_6_months',
  student_debt: false,
  targeted_area: 'no',
  ...changes,
});

/** A Texan program of a fixed $5,000 with no rules, for a case to change. */
export const program = (changes: Partial<EngineProgram> = {}): EngineProgram => ({
  id: 1,
  slug: 'test-program',
  name: 'Test program',
  state: 'TX',
  benefit: { kind: 'fixed', amount: 5_000 },
  eligibility: [],
  notCombinableWith: [],
  fundingStatus: 'open',
  ...changes,
});

/** The seeded programs as the engine sees them, numbered in seed order from 1. */
export const seededPrograms: EngineProgram[] = seedPrograms.map((seed, index) => ({
  id: index + 1,
  slug: seed.slug,
  name: seed.name,
  state: seed.state,
  benefit: seed.benefit,
  eligibility: seed.eligibility,
  notCombinableWith: seed.notCombinableWith ?? [],
  fundingStatus: seed.fundingStatus ?? 'open',
}));

export function seeded(slug: string): EngineProgram {
  const found = seededPrograms.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No seeded program ${slug}.`);
  return found;
}
