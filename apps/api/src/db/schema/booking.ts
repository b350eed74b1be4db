/** Professionals, when they take calls, the calls booked with them, and requests for an expert. */
import { appointmentStatuses, type CallLinkPurpose, expertRequestStatuses, professionalKinds } from '@hbw/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { programs } from './programs.ts';

export const professionalKind = pgEnum('professional_kind', professionalKinds);
export const appointmentStatus = pgEnum('appointment_status', appointmentStatuses);
export const expertRequestStatus = pgEnum('expert_request_status', expertRequestStatuses);

/** The `professional_detail` of docs/product.md section 2: a professional's public side, one per account. */
export const professionals = pgTable(
  'professionals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: professionalKind('kind').notNull(),
    company: text('company').notNull(),
    nmlsId: text('nmls_id'),
    statesServed: text('states_served').array().notNull().default([]),
    bio: text('bio').notNull().default(''),
    photo: text('photo'),
    languages: text('languages').array().notNull().default(['English']),
    /** Demo professionals are seeded for trying the product; they are labelled as such everywhere. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Set by console staff: never offered to buyers again; their past calls and their account stay. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('professionals_user_id_key').on(table.userId)],
);

export const professionalPrograms = pgTable(
  'professional_programs',
  {
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.professionalId, table.programId] }),
    index('professional_programs_program_id_idx').on(table.programId),
  ],
);

/** One row per weekday and slot in which the professional takes calls. */
export const weeklyAvailability = pgTable(
  'weekly_availability',
  {
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    slotId: smallint('slot_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.professionalId, table.weekday, table.slotId] })],
);

export const daysOff = pgTable(
  'days_off',
  {
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.professionalId, table.date] })],
);

export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: appointmentStatus('status').notNull().default('booked'),
    description: text('description').notNull().default(''),
    /** Random: the calendar UID of the invitation and the name of the meeting room. */
    uid: text('uid').notNull(),
    /** Raised with every change the invitation's recipients must see (SEQUENCE in the .ics). */
    sequence: integer('sequence').notNull().default(0),
    meetLink: text('meet_link'),
    microsoftMeetingId: text('microsoft_meeting_id'),
    calendarProvider: text('calendar_provider'),
    calendarEventId: text('calendar_event_id'),
    idempotencyKey: text('idempotency_key'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    cancellationNote: text('cancellation_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The database itself refuses a double booking, under any concurrency, on one server or many.
    uniqueIndex('appointments_professional_start_key')
      .on(table.professionalId, table.startsAt)
      .where(sql`${table.status} = 'booked'`),
    uniqueIndex('appointments_buyer_start_key')
      .on(table.buyerId, table.startsAt)
      .where(sql`${table.status} = 'booked'`),
    uniqueIndex('appointments_buyer_idempotency_key')
      .on(table.buyerId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('appointments_buyer_starts_idx').on(table.buyerId, table.startsAt),
    index('appointments_professional_starts_idx').on(table.professionalId, table.startsAt),
  ],
);

/** Which notice about an appointment went to whom: each is queued once, whatever retries happen. */
export const appointmentNotices = pgTable(
  'appointment_notices',
  {
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.appointmentId, table.kind, table.recipient] })],
);

export const expertRequests = pgTable(
  'expert_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    expertType: text('expert_type').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    householdIncome: integer('household_income').notNull(),
    /** Where the console staff are with it: new until someone contacts the buyer, closed once settled. */
    status: expertRequestStatus('status').notNull().default('new'),
    /** The console staff's note, never shown to the buyer. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('expert_requests_program_id_idx').on(table.programId),
    index('expert_requests_status_created_idx').on(table.status, table.createdAt),
  ],
);

/**
 * The guests a buyer added to one of their calls. A removed guest keeps its row, marked removed, so
 * that the job that tells them and takes them off the calendar event still finds whom to tell.
 */
export const appointmentGuests = pgTable(
  'appointment_guests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower case, as the contract's email field gives it. */
    email: text('email').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    // The same address once per call, whoever adds it at the same moment.
    uniqueIndex('appointment_guests_appointment_email_key')
      .on(table.appointmentId, table.email)
      .where(sql`${table.removedAt} is null`),
  ],
);

/**
 * A time the professional proposes for a call: the buyer accepts it (the call moves) or declines it
 * (the call stays). One is open per call at most: a new proposal replaces the open one. It lapses
 * when the proposed time or the call's own time comes, whichever is first.
 */
export const callProposals = pgTable(
  'call_proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null while the buyer has not answered; then accepted, declined, or replaced by a newer proposal. */
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('call_proposals_open_key').on(table.appointmentId).where(sql`${table.answer} is null`)],
);

/**
 * The links of a call's emails that work without signing in ("Reschedule", "Cancel", answering a
 * proposal): each a random token kept only as its SHA-256, for one call, one purpose and the call as
 * it was when mailed (its SEQUENCE), used at most once (decision 026).
 */
export const callLinks = pgTable(
  'call_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CallLinkPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The call's SEQUENCE when the link was mailed: a call moved or cancelled since refuses it. */
    sequence: integer('sequence').notNull(),
    /** The proposal a link to answer one is for. */
    proposalId: integer('proposal_id').references(() => callProposals.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('call_links_token_hash_key').on(table.tokenHash),
    index('call_links_appointment_id_idx').on(table.appointmentId),
  ],
);
