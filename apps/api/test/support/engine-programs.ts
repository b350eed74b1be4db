/**
 * A buyer and programs to evaluate, for the engine's tables of cases and its benchmark: the
 * catalogue's programs (content/programs) as the engine sees them, and a buyer each case changes a
 * little.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueFileSchema, type QuestionnaireAnswers } from '@hbw/contract';
import { texasTeacherWith } from '../../../../test/support/households.ts';
import { defaultCatalogueDir } from '../../src/modules/programs/index.ts';
// The engine's own file, not the wizard's front door: the bench reads these programs without the app.
import { type EngineProgram, engineProgramOf } from '../../src/modules/wizard/eligibility.ts';

/**
 * The shared Texas household (test/support/households.ts) in another line of work: the engine's
 * cases start from no occupation, so that teachers' programs count only where a case says so.
 */
export const buyer = (changes: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers =>
  texasTeacherWith({ occupation: 'none', ...changes });

/** A Texan program of a fixed $5,000 with no rules, for a case to change. */
export const program = (changes: Partial<EngineProgram> = {}): EngineProgram => ({
  id: 1,
  slug: 'test-program',
  name: 'Test program',
  state: 'TX',
  type: 'grant',
  benefit: { kind: 'fixed', amount: 5_000 },
  eligibility: [],
  notCombinableWith: [],
  firstMortgage: { lender: 'any' },
  stacking: { combinableWith: [], notWithTypes: [], notOnBondFinancedFirst: false },
  toConfirm: null,
  fundingStatus: 'open',
  ...changes,
});

/** The catalogue's programs as the engine sees them, numbered from 1 in the order they are imported. */
export const seededPrograms: EngineProgram[] = readdirSync(defaultCatalogueDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .flatMap((name) => {
    const file = catalogueFileSchema.parse(JSON.parse(readFileSync(path.join(defaultCatalogueDir, name), 'utf8')));
    return file.programs.map((program) => engineProgramOf(0, file.scope, program));
  })
  .map((program, index) => ({ ...program, id: index + 1 }));

export function seeded(slug: string): EngineProgram {
  const found = seededPrograms.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No seeded program ${slug}.`);
  return found;
}
