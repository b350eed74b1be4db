/** The console: what each staff member changed, kept for good. */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * One row per console write, inserted in the transaction of the change: a change that did not commit
 * has no row, and a committed one always has its row.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The staff member; null once their account is deleted, when the email below still says who it was. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, `<object kind>.<verb>`: `expert_request.update`, `user.lock`… */
    action: text('action').notNull(),
    objectKind: text('object_kind').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_created_at_idx').on(table.createdAt),
    index('audit_events_object_idx').on(table.objectKind, table.objectId),
  ],
);
