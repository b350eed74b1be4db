/** The wallet wizard: buyers' answers, favourite chips and home teams. */
import type { QuestionnaireDraft } from '@hbw/contract';
import { index, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
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
