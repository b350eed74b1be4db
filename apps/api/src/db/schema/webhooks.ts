/**
 * Webhooks: the endpoints an owner registers, and each delivery of an event to one, with its
 * attempts (docs/decisions/054-signed-webhooks-of-a-professional.md). The owner is a professional
 * today; an organisation becomes another nullable owner column, with the check extended to say
 * exactly one owner is set, as for API keys.
 */
import type { WebhookEventType } from '@hbw/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { professionals } from './booking.ts';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    professionalId: integer('professional_id').references(() => professionals.id, { onDelete: 'cascade' }),
    /** Who registered it: the owner's account, or null when a key of theirs did. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    /** The signing secret (`whsec_…`), sealed with the token key: deliveries need it in clear to sign. */
    secretSealed: text('secret_sealed').notNull(),
    /** The secret a rotation replaced, which still signs beside the new one until `previous_secret_until`. */
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Since when every attempt failed, without a success since; null while deliveries go through. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
  },
  (table) => [
    index('webhook_endpoints_professional_id_idx').on(table.professionalId),
    check('webhook_endpoints_one_owner', sql`num_nonnulls(${table.professionalId}) = 1`),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id`: `msg_` and random characters, the same on every attempt. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    /** What the event is about, once per endpoint: a retried job that emits it again adds nothing. */
    eventKey: text('event_key').notNull(),
    /** The JSON body exactly as signed and sent. */
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastResponseCode: integer('last_response_code'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** When this series of attempts began: the event, or a redelivery by hand; retries stop a day after. */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_endpoint_event_key').on(table.endpointId, table.eventKey),
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt),
  ],
);
