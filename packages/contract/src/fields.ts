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
 * The `when` of a check across an object's fields: it runs once the object was read and the fields
 * it names passed their own checks, whatever the other fields hold (a half-filled form hears of
 * every question at once). Zod's default would run it after a field's failure that lets parsing go
 * on (a text too long, a number as text that failed after it became one), on that field's value as
 * sent; with a `when` of its own it would run on a value of any type at all (a number where the
 * county's text belongs answered 500, issue 40). A check reads only the fields it names.
 */
export function fieldsValid(...fields: string[]): (payload: z.core.ParsePayload) => boolean {
  return (payload) => !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}

/**
 * A change of any of the fields of `shape`, each of which may be left out; one that gives none is
 * refused with `refusal`, on the field it names.
 */
export function changeOf<Shape extends z.core.$ZodShape>(
  shape: Shape,
  refusal: { message: string; path: [keyof Shape & string] },
) {
  return z
    .object(shape)
    .partial()
    .refine((change) => Object.values(change).some((value) => value !== undefined), {
      ...refusal,
      when: fieldsValid(...Object.keys(shape)),
    });
}

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
