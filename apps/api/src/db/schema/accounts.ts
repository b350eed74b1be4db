/** Accounts: buyers, professionals and administrators, their sessions and one-time codes. */
import { roles } from '@hbw/contract';
import { date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', roles);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored in lower case, as every email address here: Ann@x.com and ann@x.com are one account. */
    email: text('email').notNull(),
    /** +1 and ten digits. */
    mobileNumber: text('mobile_number'),
    /** Argon2id; null for an account made with a one-time code that never set a password. */
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('buyer'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    microsoftEmail: text('microsoft_email'),
    /** Address of the re-encoded photo in the uploads table (`/api/uploads/<id>.webp`), which any process serves. */
    photo: text('photo'),
    whereDidYouHearAboutUs: text('where_did_you_hear_about_us'),
    currentState: text('current_state'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The IANA zone the person reads times in, from the browser at sign-up or the profile; null until known. */
    timeZone: text('time_zone'),
    /** When the buyer finished registration (names, birth date, state): the profile's status. */
    registrationCompletedAt: timestamp('registration_completed_at', { withTimezone: true }),
    /** When the buyer finished the questionnaire: the profile's hasQuestion. */
    questionnaireCompletedAt: timestamp('questionnaire_completed_at', { withTimezone: true }),
    signInCount: integer('sign_in_count').notNull().default(0),
    /** Set by console staff: the account cannot sign in, and its sessions were ended, until unlocked. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_mobile_number_key').on(table.mobileNumber),
  ],
);

/** A signed-in browser or client. Only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/** A 6-digit code mailed for one purpose; stored salted and hashed, used once. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used, or voided by a newer code. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('one_time_codes_email_purpose_idx').on(table.email, table.purpose, table.createdAt)],
);

/** A mailed link that sets the account's password once: a reset, or an invitation to a new account. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** `reset` or `invitation`: a link works only on the page it was mailed for. */
    purpose: text('purpose').notNull().default('reset'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('password_reset_tokens_token_hash_key').on(table.tokenHash)],
);

/**
 * Failed sign-ins per email address (known or not), so that guessing one account's password is
 * slowed down wherever the guesses come from.
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
