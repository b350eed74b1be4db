/** Accounts: buyers, professionals and administrators. */
import { integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['buyer', 'professional', 'admin']);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored in lower case, as every email address here: Ann@x.com and ann@x.com are one account. */
    email: text('email').notNull(),
    mobileNumber: text('mobile_number'),
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('buyer'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_mobile_number_key').on(table.mobileNumber),
  ],
);
