/**
 * Programs in the console: a program is written as its catalogue file writes it (the
 * contract's `catalogueProgramSchema`), with where it is offered and whether buyers see it; it is
 * previewed on sample households before it is published; the catalogue is exported as its files and
 * imported from them (decision 028).
 */
import { z } from 'zod';
import { changeOf } from './fields.ts';
import { catalogueFileSchema, catalogueProgramSchema } from './program-catalogue.ts';
import { programStatuses } from './program-terms.ts';
import { type QuestionnaireAnswers, questionnaireAnswersSchema } from './questionnaire.ts';
import type { UsStateCode } from './us-states.ts';
import { eligibilityStatuses } from './wallet.ts';

const programStatusField = z.enum(programStatuses, { error: 'Choose draft, published or paused.' });

/** A state's code, or `national` for a program offered in every state: the file the program belongs in. */
export const programScopeField = catalogueFileSchema.shape.scope;
export type ProgramScope = z.infer<typeof programScopeField>;

/**
 * How a program stands to its catalogue file: `file` as the file made it, `edited` changed in the
 * console since (the start-time import leaves it alone until the file says the same), `console`
 * made in the console and in no file yet.
 */
export const programOrigins = ['file', 'edited', 'console'] as const;
export type ProgramOrigin = (typeof programOrigins)[number];

export const consoleProgramSchema = z.object({
  id: z.number().int(),
  status: z.enum(programStatuses),
  scope: programScopeField,
  origin: z.enum(programOrigins),
  program: catalogueProgramSchema,
  updated_at: z.string(),
});
export type ConsoleProgram = z.infer<typeof consoleProgramSchema>;

/** `POST admin/programs`: a new program, a draft unless said otherwise. */
export const consoleProgramCreateBody = z.object({
  scope: programScopeField,
  status: programStatusField.default('draft'),
  program: catalogueProgramSchema,
});
export type ConsoleProgramCreate = z.input<typeof consoleProgramCreateBody>;

/** `PATCH admin/programs/{id}`: the whole program as the form holds it, where it is offered, its status; any of them. */
export const consoleProgramUpdateBody = changeOf(
  { scope: programScopeField, status: programStatusField, program: catalogueProgramSchema },
  { message: 'Give the program, its place or its status.', path: ['status'] },
);
export type ConsoleProgramUpdate = z.input<typeof consoleProgramUpdateBody>;

/** A made-up household the engine is run on, with a name that says who it is. */
export const sampleHouseholdSchema = z.object({
  label: z.string().trim().min(1, 'Name the household.').max(80, 'Use at most 80 characters.'),
  answers: questionnaireAnswersSchema,
});
export type SampleHousehold = z.infer<typeof sampleHouseholdSchema>;

const typicalAnswers: Omit<QuestionnaireAnswers, 'state'> = {
  county: null,
  household_size: 2,
  household_income: 60_000,
  owned_home_last_3_years: false,
  owned_home_last_7_years: false,
  parents_owned_home: true,
  veteran: false,
  occupation: 'none',
  primary_residence: true,
  property_type: 'single_family',
  target_price: 300_000,
  credit_score_band: '680_719',
  savings: 10_000,
  loan_type: 'not_sure',
  timeline: '3_6_months',
  student_debt: false,
  targeted_area: 'not_sure',
};

/**
 * The households a preview runs on unless the staff member edits them: from a modest single buyer to a
 * well-paid family and a repeat buyer, so that an income, first-time or occupation rule shows whom
 * it turns away. National programs are tried in Texas, a state with programs of every kind.
 */
export function defaultSampleHouseholds(scope: ProgramScope): SampleHousehold[] {
  const state: UsStateCode = scope === 'national' ? 'TX' : scope;
  const household = (label: string, answers: Partial<QuestionnaireAnswers>): SampleHousehold => ({
    label,
    answers: { ...typicalAnswers, state, ...answers },
  });
  return [
    household('Single first-time buyer, $42,000', {
      household_size: 1,
      household_income: 42_000,
      target_price: 200_000,
    }),
    household('Teacher, family of four, $85,000', {
      household_size: 4,
      household_income: 85_000,
      occupation: 'teacher',
      target_price: 320_000,
      loan_type: 'fha',
    }),
    household('First-generation couple, $64,000', { household_income: 64_000, parents_owned_home: false }),
    household('Veteran, household of three, $95,000', {
      household_size: 3,
      household_income: 95_000,
      veteran: true,
      occupation: 'military',
      loan_type: 'va',
    }),
    household('Family of five, $150,000', { household_size: 5, household_income: 150_000, target_price: 480_000 }),
    household('Repeat buyer, $70,000', { owned_home_last_3_years: true, owned_home_last_7_years: null }),
  ];
}

/** `POST admin/programs/{id}/preview`: the program as the form holds it, run on sample households. */
export const consoleProgramPreviewBody = z.object({
  /** The change to preview; without it, the program as stored. */
  scope: programScopeField.optional(),
  program: catalogueProgramSchema.optional(),
  /** Without them, `defaultSampleHouseholds` of the program's place. */
  households: z
    .array(sampleHouseholdSchema)
    .min(1, 'Give at least one household.')
    .max(30, 'Use at most 30 households.')
    .optional(),
});
export type ConsoleProgramPreviewRequest = z.input<typeof consoleProgramPreviewBody>;

/** What the eligibility engine says of one program for one household. */
export const programVerdictSchema = z.object({
  status: z.enum(eligibilityStatuses),
  amount: z.number().int(),
  /** The rules the household fails; empty unless not eligible. */
  blockers: z.array(z.string()),
});
export type ProgramVerdict = z.infer<typeof programVerdictSchema>;

export const consoleProgramPreviewSchema = z.object({
  households: z.array(
    sampleHouseholdSchema.extend({
      /** The program as stored; `after`, with the change. */
      before: programVerdictSchema,
      after: programVerdictSchema,
    }),
  ),
});
export type ConsoleProgramPreview = z.infer<typeof consoleProgramPreviewSchema>;

/** The catalogue as its files: what console staff commit to content/programs. */
export const catalogueFilesSchema = z.object({
  files: z
    .array(
      z.object({
        /** `tx.json`, `national.json`: the file's name in content/programs. */
        name: z.string().regex(/^[a-z]{2,8}\.json$/, 'Name the file after its state, like tx.json, or national.json.'),
        catalogue: catalogueFileSchema,
      }),
    )
    .min(1, 'Give at least one catalogue file.')
    .max(60, 'Give at most 60 files.'),
});
export type CatalogueFiles = z.infer<typeof catalogueFilesSchema>;

/** What an import did: created and updated by slug, and the programs it left as the console has them. */
export const catalogueImportAnswerSchema = z.object({
  created: z.array(z.string()),
  updated: z.array(z.string()),
  unchanged: z.number().int(),
  /** Programs edited in the console whose file changed: the file's change was not applied. */
  kept: z.array(z.string()),
});
export type CatalogueImportAnswer = z.infer<typeof catalogueImportAnswerSchema>;
