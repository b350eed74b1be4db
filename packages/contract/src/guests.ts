/**
 * Guests of a call: the people a buyer adds to one of their own calls (a co-buyer, a partner), and
 * the people search of docs/product.md section 14 that finds them (`search-microsoft.json`, `microsoft.json`).
 */
import { z } from 'zod';
import { emailField, idField } from './fields.ts';

/** A call holds its buyer, its professional and at most this many guests. */
export const MAX_GUESTS_PER_CALL = 3;

export const peopleSources = ['home_team', 'microsoft'] as const;
export type PeopleSource = (typeof peopleSources)[number];
export const peopleSourceLabels: Record<PeopleSource, string> = {
  home_team: 'Home team',
  microsoft: 'Microsoft contacts',
};

export const peopleSearchQuery = z.object({
  name: z.string().trim().min(2, 'Type at least 2 letters of a name.').max(100, 'Type at most 100 letters of a name.'),
});

export const personFoundSchema = z.object({
  name: z.string(),
  email: z.string(),
  source: z.enum(peopleSources),
});
export type PersonFound = z.infer<typeof personFoundSchema>;

const guestName = z.string().trim().min(1, 'Give the guest’s name.').max(200, 'Use at most 200 characters.');

export const newGuestSchema = z.object({
  appointment_id: idField,
  name: guestName,
  email: emailField,
});
export type NewGuest = z.input<typeof newGuestSchema>;

/** The one-element array of docs/product.md section 14: one guest at a time. */
export const addGuestBody = z.tuple([newGuestSchema], {
  error: 'Send one guest, as [{ appointment_id, name, email }].',
});

export const callGuestsQuery = z.object({ appointment_id: idField });
export const removeGuestQuery = z.object({ appointment_id: idField, email: emailField });

export const guestSchema = z.object({
  name: z.string(),
  email: z.string(),
  added_at: z.string(),
});
export type Guest = z.infer<typeof guestSchema>;
