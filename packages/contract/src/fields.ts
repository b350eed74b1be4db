/** Fields that several calls share, so that they are checked the same way everywhere. */
import { z } from 'zod';
import { ID_MAX } from './routes.ts';

export const emailField = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'))
  // One address, one account: Ann@Example.com and ann@example.com are the same person.
  .transform((email) => email.toLowerCase());

/** Length only: the server also refuses common passwords, which the browser does not ship. */
export const passwordField = z.string().min(8, 'Use at least 8 characters.').max(128, 'Use at most 128 characters.');

export const roles = ['buyer', 'professional', 'admin'] as const;
export type Role = (typeof roles)[number];

/** A row id in a path or query: a positive whole number that fits the database's integer. */
export const idField = z.coerce
  .number({ error: 'This must be a number.' })
  .int('This must be a whole number.')
  .positive('This must be a positive number.')
  .max(ID_MAX, 'There is no such id.');

export const idParams = z.object({ id: idField });

/**
 * Whole dollars in a body: a JSON number, or its digits as text ("64000") as forms send them. Null,
 * empty text and anything else are refused with the message, never read as $0.
 */
export const wholeDollarsField = (message: string, max = 100_000_000) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*\d+\s*$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(
      z
        .number({ error: message })
        .int('Enter a whole number of dollars.')
        .min(0, 'This amount cannot be negative.')
        .max(max, message),
    );
