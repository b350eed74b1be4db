/**
 * The professionals part of the console (`/api/admin/professionals...`), the invitation a
 * new professional opens to choose a password (`/api/invitations/...`), and the professional's own
 * directory entry (`/api/pro/directory-entry`).
 */
import { z } from 'zod';
import { pageOf, pageQuery } from './api.ts';
import { changeOf, emailField, fieldsValid, idField, passwordField } from './fields.ts';
import { professionalKinds } from './professionals.ts';
import { usStateCodes } from './us-states.ts';

const personNamePart = (what: string) =>
  z.string().trim().min(1, `Enter the ${what}.`).max(100, 'Use at most 100 characters.');
const companyField = z.string().trim().max(200, 'Use at most 200 characters.');
const programIdsField = z
  .array(idField, { error: 'Choose the programs from the list.' })
  .max(200, 'Link at most 200 programs.');

export const professionalActivityStates = ['active', 'deactivated'] as const;

/** A professional as the console lists them: who they are, their programs and calendars, whether buyers are offered them. */
export const consoleProfessionalSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  kind: z.enum(professionalKinds),
  company: z.string(),
  programs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  calendars: z.object({ google: z.boolean(), microsoft: z.boolean() }),
  active: z.boolean(),
  deactivated_at: z.string().nullable(),
  /** Invited, and has neither chosen a password nor signed in yet. */
  invitation_pending: z.boolean(),
  /** Calls still booked with them from now on. */
  future_calls: z.number().int(),
});
export type ConsoleProfessional = z.infer<typeof consoleProfessionalSchema>;
export const consoleProfessionalPage = pageOf(consoleProfessionalSchema);

export const consoleProfessionalsQuery = pageQuery.extend({
  q: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
  state: z.enum(professionalActivityStates).optional(),
});
export type ConsoleProfessionalsQuery = z.infer<typeof consoleProfessionalsQuery>;

export const professionalInvitationBody = z.object({
  first_name: personNamePart('first name'),
  last_name: personNamePart('last name'),
  email: emailField,
  kind: z.enum(professionalKinds, { error: 'Choose lender, housing counselor or real estate agent.' }),
  company: companyField.default(''),
  program_ids: programIdsField.default([]),
});
export type ProfessionalInvitation = z.infer<typeof professionalInvitationBody>;

/**
 * An edit of a professional: any of the fields; `active: false` takes them out of what buyers are
 * offered, refused while calls are booked with them unless `cancel_future_calls` with a `note` to each buyer.
 */
export const consoleProfessionalUpdateBody = changeOf(
  {
    first_name: personNamePart('first name'),
    last_name: personNamePart('last name'),
    kind: z.enum(professionalKinds, { error: 'Choose lender, housing counselor or real estate agent.' }),
    company: companyField,
    program_ids: programIdsField,
    active: z.boolean({ error: 'Say true to offer them to buyers, false to stop.' }),
    cancel_future_calls: z.boolean({ error: 'Say true to cancel their booked calls.' }),
    note: z.string().trim().max(2000, 'Use at most 2,000 characters.'),
  },
  { message: 'Give something to change.', path: ['active'] },
)
  .refine((body) => !body.cancel_future_calls || body.active === false, {
    message: 'Calls are cancelled only when deactivating.',
    path: ['cancel_future_calls'],
    when: fieldsValid('cancel_future_calls', 'active'),
  })
  .refine((body) => !body.cancel_future_calls || (body.note ?? '') !== '', {
    message: 'Write a note to the buyers whose calls are cancelled.',
    path: ['note'],
    when: fieldsValid('cancel_future_calls', 'note'),
  });
export type ConsoleProfessionalUpdate = z.infer<typeof consoleProfessionalUpdateBody>;

export const invitationTokenField = z
  .string({ error: 'This invitation link is not complete.' })
  .min(1, 'This invitation link is not complete.')
  .max(200, 'This invitation link is not complete.');

export const invitationOpenBody = z.object({ token: invitationTokenField });
/** Who the invitation is for, shown above the password form. */
export const invitationSchema = z.object({ email: z.string(), first_name: z.string().nullable() });
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationAcceptBody = z
  .object({ token: invitationTokenField, password: passwordField, password_confirmation: z.string() })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The two passwords are not the same.',
    when: fieldsValid('password', 'password_confirmation'),
  });

/** What a professional writes of their own entry in the directory buyers browse. */
export const directoryEntryBody = changeOf(
  {
    company: companyField.min(1, 'Enter your company.'),
    nmls_id: z.string().trim().max(20, 'Use at most 20 characters.').nullable(),
    bio: z.string().trim().max(2000, 'Use at most 2,000 characters.'),
    states_served: z
      .array(z.enum(usStateCodes, { error: 'Choose states from the list.' }))
      .min(1, 'Choose at least one state.')
      .max(60),
    languages: z
      .array(z.string().trim().min(1, 'Name each language.').max(40, 'Use at most 40 characters a language.'))
      .min(1, 'Give at least one language.')
      .max(20, 'Give at most 20 languages.'),
  },
  { message: 'Give something to change.', path: ['bio'] },
);
export type DirectoryEntryChange = z.infer<typeof directoryEntryBody>;
