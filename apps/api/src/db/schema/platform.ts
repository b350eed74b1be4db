/** Tables of the platform itself: seeds applied, mail kept by the development mailbox. */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail that the development mailbox kept instead of sending (never used in production). */
export const devMailbox = pgTable('dev_mailbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  from: text('from').notNull(),
  to: jsonb('to').$type<string[]>().notNull(),
  subject: text('subject').notNull(),
  text: text('text'),
  html: text('html'),
  raw: text('raw').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
