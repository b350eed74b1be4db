/** Tables of the platform itself: seeds applied, mail kept by the development mailbox, strict ceilings. */
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * The requests counted against the strict ceilings (sign-in, codes, registration, mail), per route
 * and address and fixed window, here rather than in a process's memory: every app process counts
 * into the same rows, so running more processes gives an attacker no more tries.
 */
export const requestCeilings = pgTable(
  'request_ceilings',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
