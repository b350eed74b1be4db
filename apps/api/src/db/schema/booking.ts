/** Professionals, when they take calls, the calls booked with them, and requests for an expert. */
import { appointmentStatuses, expertRequestStatuses, professionalKinds } from '@hbw/contract';
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

/** The specification's `professional_detail`: a professional's public side, one per account. */
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
    /** Set by an admin: never offered to buyers again; their past calls and their account stay. */
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
    /** Where the operators are with it: new until someone contacts the buyer, closed once settled. */
    status: expertRequestStatus('status').notNull().default('new'),
    /** The operators' note, never shown to the buyer. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('expert_requests_program_id_idx').on(table.programId),
    index('expert_requests_status_created_idx').on(table.status, table.createdAt),
  ],
);
