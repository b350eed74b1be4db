/** Programs (chips) and the agencies that run them. */
import {
  type BenefitFormula,
  type EligibilityRule,
  type FirstMortgage,
  fundingStatuses,
  type ProgramSource,
  programStatuses,
  programTypes,
  type Stacking,
} from '@hbw/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const programType = pgEnum('program_type', programTypes);

export const fundingStatus = pgEnum('funding_status', fundingStatuses);

/** Only published programs reach buyers; a draft is being written, a paused one was taken off. */
export const programStatus = pgEnum('program_status', programStatuses);

export const administrators = pgTable('administrators', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  /** Null for national administrators (Fannie Mae, Freddie Mac). */
  state: text('state'),
  website: text('website'),
  /** Where expert requests about its programs are sent. */
  contactEmail: text('contact_email'),
  /**
   * The fields as the catalogue's file last wrote them (decision 029): while the row still equals
   * them, the next import may update it; once the console changed it, the import leaves it alone.
   * Null for an administrator created in the console, which no file owns.
   */
  fileValues: jsonb('file_values').$type<AdministratorFileValues>(),
});

/** The fields of an administrator that the catalogue's files set. */
export type AdministratorFileValues = {
  name: string;
  shortName: string;
  state: string | null;
  website: string | null;
  contactEmail: string | null;
};

export const programs = pgTable(
  'programs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    administratorId: integer('administrator_id')
      .notNull()
      .references(() => administrators.id),
    /** Null for programs offered in every state. */
    state: text('state'),
    type: programType('type').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    amountSummary: text('amount_summary').notNull(),
    benefit: jsonb('benefit').$type<BenefitFormula>().notNull(),
    /**
     * The most the program can give anyone, in dollars, derived by the database from the benefit
     * formula so that the marketplace can filter on it; null when the formula has no cap (a share of
     * the price without a maximum). A tax credit counts all its years.
     */
    maxAmount: integer('max_amount').generatedAlwaysAs(
      sql`case benefit->>'kind'
        when 'fixed' then (benefit->>'amount')::integer
        when 'percent' then case
          when benefit ? 'max' and (not benefit ? 'occupationOverride' or benefit->'occupationOverride' ? 'max')
          then greatest((benefit->>'max')::integer, (benefit->>'maxInTargetedArea')::integer, (benefit#>>'{occupationOverride,max}')::integer)
        end
        when 'tax_credit' then (benefit->>'annualCap')::integer * (benefit->>'years')::integer
        when 'savings_match' then (benefit->>'max')::integer
      end`,
    ),
    eligibility: jsonb('eligibility').$type<EligibilityRule[]>().notNull(),
    /** Slugs of programs this one cannot be combined with. */
    notCombinableWith: text('not_combinable_with').array().notNull().default([]),
    /** The first mortgage it needs: any lender's, or one agency's or product family's own. */
    firstMortgage: jsonb('first_mortgage').$type<FirstMortgage>().notNull().default({ lender: 'any' }),
    /** What the sources say about combining it, beyond the one first mortgage (decision 017). */
    stacking: jsonb('stacking')
      .$type<Stacking>()
      .notNull()
      .default({ combinableWith: [], notWithTypes: [], notOnBondFinancedFirst: false }),
    /** How sure the sources are: A the agency's own page, B a reputable secondary source, C weak. */
    confidence: text('confidence').notNull().default('B'),
    /** What a lender must confirm before a figure can be relied on; null when the sources agree. */
    toConfirm: text('to_confirm'),
    /** Every source the facts were read from, with its kind and date (decision 042). */
    sources: jsonb('sources').$type<ProgramSource[]>().notNull().default([]),
    fundingStatus: fundingStatus('funding_status').notNull().default('open'),
    status: programStatus('status').notNull().default('published'),
    /**
     * The hash of what the catalogue file's version last imported made of the program, null for one
     * made in the console: the start-time import tells a file that changed from one that did not.
     */
    catalogueHash: text('catalogue_hash'),
    /**
     * When console staff last changed the program's content in the console (its status aside); null
     * while it is as its file made it. The import never overwrites such a program (decision 028).
     */
    editedInConsoleAt: timestamp('edited_in_console_at', { withTimezone: true }),
    sourceUrl: text('source_url').notNull(),
    lastChecked: date('last_checked', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('programs_state_idx').on(table.state),
    index('programs_administrator_id_idx').on(table.administratorId),
  ],
);
