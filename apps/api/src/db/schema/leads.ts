/**
 * Leads: a buyer who, on a partner's site, asked to talk to one professional and agreed to share
 * their contact details with that professional alone (docs/decisions/061-leads-and-the-partner-widget.md).
 * The consent is kept as the words the buyer saw and the time they agreed.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys.ts';
import { professionals } from './booking.ts';

export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    /** The key whose widget the buyer used; a key is revoked, never deleted, so this stays. */
    apiKeyId: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone'),
    /** The home the partner's page showed: its price in dollars and its county's FIPS code. */
    homePrice: integer('home_price').notNull(),
    countyFips: text('county_fips').notNull(),
    /** The wallet preview as the buyer saw it, in dollars: cash at closing sure, at most, and how many programs. */
    walletTotal: integer('wallet_total').notNull(),
    walletUpToTotal: integer('wallet_up_to_total').notNull(),
    programCount: integer('program_count').notNull(),
    /** The exact words the buyer agreed to, naming the professional, and when. */
    consentText: text('consent_text').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    /** The partner page's origin (`https://lender.example`), as the widget reported it; null when unknown. */
    sourceOrigin: text('source_origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_professional_created_idx').on(table.professionalId, table.createdAt),
    check('leads_home_price_positive', sql`${table.homePrice} > 0`),
  ],
);
