/** The wallet wizard: buyers' answers, programs' income limits, favourite chips and home teams. */
import type { QuestionnaireDraft } from '@hbw/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { professionalKind, professionals } from './booking.ts';
import { programs } from './programs.ts';

/** A buyer's questionnaire, saved step by step; `users.questionnaire_completed_at` says when it was finished. */
export const questionnaireAnswers = pgTable('questionnaire_answers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<QuestionnaireDraft>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Income limits as agencies publish them: the highest yearly income for a household size in an area,
 * for one program and year. `area` is the county and state as `incomeLimitArea` writes it
 * ("Travis, TX"), compared without regard to case. Only published figures go here, never estimates.
 */
export const incomeLimits = pgTable(
  'income_limits',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    area: text('area').notNull(),
    householdSize: smallint('household_size').notNull(),
    maxIncome: integer('max_income').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.programId, table.year, table.area, table.householdSize] }),
    index('income_limits_area_idx').on(sql`lower(${table.area})`, table.householdSize),
    check('income_limits_household_size_check', sql`${table.householdSize} between 1 and 8`),
    check('income_limits_max_income_check', sql`${table.maxIncome} > 0`),
  ],
);

export const favoritePrograms = pgTable(
  'favorite_programs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.programId] })],
);

/** One professional per role on a buyer's home team. */
export const homeTeamMembers = pgTable(
  'home_team_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: professionalKind('role').notNull(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    index('home_team_members_professional_id_idx').on(table.professionalId),
  ],
);
