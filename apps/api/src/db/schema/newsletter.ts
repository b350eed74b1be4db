import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stored in lower case, as every email address here. */
  email: text('email').notNull().unique(),
  /** Random, for the unsubscribe link in every newsletter email. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});
