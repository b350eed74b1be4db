/**
 * The program catalogue as data: one file per state (and DC), plus one of national and regional
 * programs, under content/programs. Each file is validated here when it is loaded, at start and by
 * `npm run admin -- import-programs`, so a broken file is refused before anything is written.
 */
import { z } from 'zod';
import { fieldsValid } from './fields.ts';
import { fundingStatuses, programTypes } from './program-terms.ts';
import {
  benefitFormulaSchema,
  confidences,
  eligibilityRuleSchema,
  firstMortgageSchema,
  incomeRuleKinds,
  programSourceSchema,
  stackingSchema,
} from './programs.ts';
import { usStateCodes } from './us-states.ts';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.')
  .max(80);
const isoDate = z.iso.date('Write the date as YYYY-MM-DD.');

export const catalogueAdministratorSchema = z.object({
  slug,
  name: z.string().min(1),
  shortName: z.string().min(1),
  website: z.url().nullable(),
  contactEmail: z.email().nullable().default(null),
});

const incomeRuleSchema = eligibilityRuleSchema.refine(
  (rule) =>
    (incomeRuleKinds as readonly string[]).includes(rule.kind) && (rule.kind !== 'county_limits' || rule.income),
  {
    message: `State the income rule as one of: ${incomeRuleKinds.join(', ')} (county_limits with income: true).`,
    when: fieldsValid('kind', 'income'),
  },
);

export const catalogueProgramSchema = z
  .object({
    slug,
    name: z.string().min(1),
    /** The slug of an administrator of the same file, or of one already in the catalogue. */
    administrator: slug,
    type: z.enum(programTypes),
    summary: z.string().min(1),
    description: z.string().min(1),
    amountSummary: z.string().min(1),
    benefit: benefitFormulaSchema,
    /** The income rule as the source states it (the "Income limit" column's tag). */
    income: incomeRuleSchema,
    firstMortgage: firstMortgageSchema,
    stacking: stackingSchema.prefault({}),
    notCombinableWith: z.array(slug).default([]),
    /** Every other rule; income rules belong in `income`. */
    eligibility: z.array(eligibilityRuleSchema).default([]),
    fundingStatus: z.enum(fundingStatuses).default('open'),
    confidence: z.enum(confidences),
    /** What a lender must confirm: required when a figure is uncertain (confidence C). */
    toConfirm: z.string().min(1).optional(),
    /** The address of the best source: the administrator's own page when one is cited. */
    sourceUrl: z.url(),
    sources: z.array(programSourceSchema).min(1, 'Cite at least one source.'),
    /** The day the row was last reviewed for the catalogue; not a check of the source (decision 042). */
    lastChecked: isoDate,
  })
  .refine((program) => program.confidence !== 'C' || program.toConfirm, {
    path: ['toConfirm'],
    message: 'A confidence C program says what a lender must confirm.',
    when: fieldsValid('confidence', 'toConfirm'),
  })
  .refine(
    (program) => !program.eligibility.some((rule) => (incomeRuleKinds as readonly string[]).includes(rule.kind)),
    { path: ['eligibility'], message: 'The income rule belongs in `income`, once.', when: fieldsValid('eligibility') },
  )
  .refine(
    (program) =>
      !program.notCombinableWith.includes(program.slug) && !program.stacking.combinableWith.includes(program.slug),
    {
      path: ['stacking'],
      message: 'A program does not name itself.',
      when: fieldsValid('slug', 'notCombinableWith', 'stacking'),
    },
  );
export type CatalogueProgram = z.infer<typeof catalogueProgramSchema>;

export const catalogueFileSchema = z
  .object({
    /** A state's code, or `national` for programs offered in more than one state. */
    scope: z.union([z.enum(usStateCodes), z.literal('national')]),
    administrators: z.array(catalogueAdministratorSchema).default([]),
    programs: z.array(catalogueProgramSchema).min(1, 'A catalogue file lists at least one program.'),
  })
  .superRefine(
    (file, context) => {
      const seen = new Set<string>();
      file.programs.forEach((program, index) => {
        if (seen.has(program.slug)) {
          context.addIssue({
            code: 'custom',
            path: ['programs', index, 'slug'],
            message: `${program.slug} is listed twice.`,
          });
        }
        seen.add(program.slug);
      });
    },
    { when: fieldsValid('programs') },
  );
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;

/** `GET programs/stats`: what the pages may say about the catalogue's size. */
export const catalogueStatsSchema = z.object({
  programs: z.number().int(),
  /** The 50 states: how many have at least one program of their own. */
  states: z.number().int(),
  /** Whether the District of Columbia has a program of its own. */
  district_of_columbia: z.boolean(),
  /** Whether Puerto Rico has a program of its own. */
  puerto_rico: z.boolean(),
  /** The agencies, cities, banks and lenders whose programs we list. */
  providers: z.number().int(),
  /** The cities and counties whose own programs we list. */
  places: z.number().int(),
  /** Programs offered in more than one state. */
  national_programs: z.number().int(),
});
export type CatalogueStats = z.infer<typeof catalogueStatsSchema>;
