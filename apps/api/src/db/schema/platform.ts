/** Tables of the platform itself: seeds applied, mail kept by the development mailbox, strict ceilings, uploads. */
import { customType, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's binary string, read and written as a Buffer (node-postgres does both). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

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

/**
 * Every file a person gives us (today the profile photos), bytes and all, so that one database
 * backup holds everything and every app process serves every file (decision 049). A row never
 * changes: a new file is a new row with a new id, which is what lets its address be cached forever.
 */
export const uploads = pgTable('uploads', {
  /** Random, unguessable, and part of the file's address. */
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** The strong entity tag of the bytes (`lib/entity-tags.ts`), sent as the `ETag`. */
  entityTag: text('entity_tag').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
