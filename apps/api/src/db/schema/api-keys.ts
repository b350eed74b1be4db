/**
 * API keys: a credential a program sends instead of a person's session, acting for its owner within
 * its scopes (docs/decisions/059-api-keys-of-a-professional.md). The owner is a professional today;
 * an organisation becomes another nullable owner column, with the check extended to say exactly one
 * owner is set.
 */
import type { ApiKeyScope } from '@hbw/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { professionals } from './booking.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The key's part that is not secret: how a call finds its row, and how the portal names it. */
    publicId: text('public_id').notNull(),
    /** SHA-256 of the secret, hexadecimal: the key itself is shown once and never stored. */
    secretHash: text('secret_hash').notNull(),
    professionalId: integer('professional_id').references(() => professionals.id, { onDelete: 'cascade' }),
    /** Who made it: the owner's account today, one of an organisation's people once they exist. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key, so that a busy key costs no write per call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The origins (`https://lender.example`) whose pages may frame this key's widget; empty, the
     * widget is framed nowhere (docs/decisions/061-leads-and-the-partner-widget.md).
     */
    widgetOrigins: text('widget_origins').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    uniqueIndex('api_keys_public_id_key').on(table.publicId),
    index('api_keys_professional_id_idx').on(table.professionalId),
    check('api_keys_one_owner', sql`num_nonnulls(${table.professionalId}) = 1`),
  ],
);
