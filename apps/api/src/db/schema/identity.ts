/**
 * Signing in with Google and Microsoft, calendars connected to an account, and passkeys. Tokens of
 * connected calendars are stored only encrypted (lib/token-vault.ts).
 */
import { identityProviders } from '@hbw/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const identityProvider = pgEnum('identity_provider', identityProviders);

/** An account at Google or Microsoft, keyed by what the provider says never changes. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: identityProvider('provider').notNull(),
    /** Google: `sub`. Microsoft: `tid:oid`, the tenant and the object id. */
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('external_identities_provider_subject_key').on(table.provider, table.subject),
    index('external_identities_user_id_idx').on(table.userId),
  ],
);

/**
 * A provider identity whose email no provider verified, held while its holder proves the email with
 * our own code (decision 019). The calendar grant that came with it is sealed like any other token.
 */
export type PendingIdentity = {
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  grantSealed: string | null;
};

/**
 * A sign-in or calendar connection under way: what the callback must find to accept it. The state is
 * the hash of a secret kept in a cookie of the browser that started it, so no other browser can
 * finish it.
 */
export const authorizationFlows = pgTable('authorization_flows', {
  state: text('state').primaryKey(),
  provider: identityProvider('provider').notNull(),
  purpose: text('purpose').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  mode: text('mode').notNull(),
  returnTo: text('return_to'),
  /** Who is connecting a calendar; null for a sign-in. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** Only for purpose `confirm_email`: the identity waiting for its email to be proved. */
  pendingIdentity: jsonb('pending_identity').$type<PendingIdentity>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: identityProvider('provider').notNull(),
    accountEmail: text('account_email'),
    refreshTokenSealed: text('refresh_token_sealed'),
    accessTokenSealed: text('access_token_sealed'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** `connected`, or `broken` when the provider refused the refresh token (invalid_grant). */
    status: text('status').notNull().default('connected'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    brokenAt: timestamp('broken_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('calendar_connections_user_provider_key').on(table.userId, table.provider)],
);

export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as WebAuthn names the credential. */
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_key').on(table.credentialId),
    index('passkeys_user_id_idx').on(table.userId),
  ],
);

/** A WebAuthn challenge handed out, usable once, for a few minutes. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Proof-of-work challenges already redeemed, kept until they expire, so that none is replayed. */
export const botCheckRedemptions = pgTable('bot_check_redemptions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
