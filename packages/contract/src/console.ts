/**
 * The console (`/api/admin/...`): expert requests, bookings, newsletter subscribers and
 * the audit log. Every call is for console staff only; lists come a page at a time, and the bookings and
 * subscribers also as CSV (`?format=csv`).
 */
import { z } from 'zod';
import { pageOf, pageQuery } from './api.ts';
import { appointmentStatuses, calendarDateField, expertTypes } from './booking.ts';
import { changeOf, fieldsValid, idField, roles } from './fields.ts';
import { sourceConcernKinds } from './program-sources.ts';
import { programStatuses } from './program-terms.ts';
import { programListQuery, programSummarySchema } from './programs.ts';

export const CONSOLE_PAGE_SIZE = 25;

/** A list as a page of JSON, or all of it as CSV. */
const formatField = z.enum(['json', 'csv']).default('json');
const searchField = z.string().trim().max(200, 'Use at most 200 characters.');

export const expertRequestStatuses = ['new', 'contacted', 'closed'] as const;
export type ExpertRequestStatus = (typeof expertRequestStatuses)[number];

export const consoleExpertRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(expertRequestStatuses),
  note: z.string(),
  expert_type: z.enum(expertTypes),
  email: z.string(),
  mobile_number: z.string(),
  household_income: z.number().int(),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  program: z.object({ id: z.number().int(), name: z.string(), administrator_name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConsoleExpertRequest = z.infer<typeof consoleExpertRequestSchema>;
export const consoleExpertRequestPage = pageOf(consoleExpertRequestSchema);

export const consoleExpertRequestsQuery = pageQuery.extend({
  status: z.enum(expertRequestStatuses).optional(),
  program_id: idField.optional(),
});
export type ConsoleExpertRequestsQuery = z.infer<typeof consoleExpertRequestsQuery>;

export const consoleExpertRequestUpdateBody = changeOf(
  {
    status: z.enum(expertRequestStatuses, { error: 'Choose new, contacted or closed.' }),
    note: z.string().trim().max(2000, 'Use at most 2,000 characters.'),
  },
  { message: 'Give a status or a note.', path: ['status'] },
);
export type ConsoleExpertRequestUpdate = z.infer<typeof consoleExpertRequestUpdateBody>;

export const consoleBookingsQuery = pageQuery
  .extend({
    status: z.enum(appointmentStatuses).optional(),
    program_id: idField.optional(),
    professional_id: idField.optional(),
    /** New York dates, both included. */
    from: calendarDateField.optional(),
    to: calendarDateField.optional(),
    format: formatField,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day comes before the last.',
    path: ['to'],
    when: fieldsValid('from', 'to'),
  });
export type ConsoleBookingsQuery = z.infer<typeof consoleBookingsQuery>;

export const subscriberStates = ['subscribed', 'unsubscribed'] as const;

export const consoleSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribed_at: z.string(),
  unsubscribed_at: z.string().nullable(),
});
export type ConsoleSubscriber = z.infer<typeof consoleSubscriberSchema>;
export const consoleSubscriberPage = pageOf(consoleSubscriberSchema);

export const consoleSubscribersQuery = pageQuery.extend({
  q: searchField.optional(),
  state: z.enum(subscriberStates).optional(),
  format: formatField,
});
export type ConsoleSubscribersQuery = z.infer<typeof consoleSubscribersQuery>;

/** What the audit log records, `<object kind>.<verb>`. */
export const auditActions = [
  'expert_request.update',
  'user.lock',
  'user.unlock',
  'user.role',
  'user.update',
  'user.reset_link',
  'income_limits.import',
  'agency.create',
  'agency.update',
  'program.create',
  'program.update',
  'program.publish',
  'program.pause',
  'program.import',
  'professional.invite',
  'professional.update',
  'professional.deactivate',
  'professional.reactivate',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  'expert_request.update': 'Expert request handled',
  'user.lock': 'Account locked',
  'user.unlock': 'Account unlocked',
  'user.role': 'Role changed',
  'user.update': 'Role and lock changed',
  'user.reset_link': 'Reset link sent',
  'income_limits.import': 'HUD income limits imported',
  'agency.create': 'Agency created',
  'agency.update': 'Agency changed',
  'program.create': 'Program created',
  'program.update': 'Program changed',
  'program.publish': 'Program published',
  'program.pause': 'Program paused',
  'program.import': 'Catalogue files imported',
  'professional.invite': 'Professional invited',
  'professional.update': 'Professional changed',
  'professional.deactivate': 'Professional deactivated',
  'professional.reactivate': 'Professional reactivated',
};

export const auditEventSchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int().nullable(), email: z.string() }),
  action: z.string(),
  object_kind: z.string(),
  object_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditEventPage = pageOf(auditEventSchema);

export const auditQuery = pageQuery.extend({
  action: z.enum(auditActions).optional(),
  object_kind: z.string().trim().max(100).optional(),
  object_id: z.string().trim().max(100).optional(),
  actor_id: idField.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const userLockStates = ['locked', 'active'] as const;

/** An account as the console shows it: never a password, a code or a token. */
export const consoleUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  locked_at: z.string().nullable(),
  sign_in_count: z.number().int(),
  created_at: z.string(),
});
export type ConsoleUser = z.infer<typeof consoleUserSchema>;
export const consoleUserPage = pageOf(consoleUserSchema);

export const consoleUsersQuery = pageQuery.extend({
  q: searchField.optional(),
  role: z.enum(roles).optional(),
  state: z.enum(userLockStates).optional(),
});
export type ConsoleUsersQuery = z.infer<typeof consoleUsersQuery>;

export const consoleUserUpdateBody = changeOf(
  {
    role: z.enum(roles, { error: `Choose one of: ${roles.join(', ')}.` }),
    locked: z.boolean({ error: 'Say true to lock the account, false to unlock it.' }),
  },
  { message: 'Give a role or a lock.', path: ['role'] },
);
export type ConsoleUserUpdate = z.infer<typeof consoleUserUpdateBody>;

/**
 * The catalogue as console staff search it, with the programs not reviewed for a while, and those whose
 * sources are weak or old (decision 042).
 */
export const consoleProgramsQuery = programListQuery
  .pick({ search: true, state: true, type: true, funding_status: true })
  .extend({
    status: z.enum(programStatuses, { error: 'Choose draft, published or paused.' }).optional(),
    /** Only programs last checked more than this many days ago. */
    unchecked_days: z.coerce
      .number({ error: 'Enter a number of days.' })
      .int('Enter a whole number of days.')
      .min(1, 'Enter at least 1 day.')
      .max(3650, 'Enter at most 3,650 days.')
      .optional(),
    /** Only programs with no source of the administrator's own, confidence C, or sources over a year old. */
    sources: z.enum(['weak_or_old'], { error: 'Say weak_or_old, or leave it out.' }).optional(),
    page: pageQuery.shape.page,
  });
export type ConsoleProgramsQuery = z.infer<typeof consoleProgramsQuery>;

/** A program as the console lists it: its summary, and what is weak or old in its sources, if anything. */
export const consoleProgramListedSchema = programSummarySchema.extend({
  source_concerns: z.array(z.object({ kind: z.enum(sourceConcernKinds), text: z.string() })),
});
export type ConsoleProgramListed = z.infer<typeof consoleProgramListedSchema>;
export const consoleProgramPage = pageOf(consoleProgramListedSchema);
