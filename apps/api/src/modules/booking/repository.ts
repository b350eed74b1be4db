/** Appointments and expert requests in the database. */
import { APPOINTMENTS_PER_PAGE, type Appointment, formatAppointmentDate, type ProCallList } from '@hbw/contract';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import {
  appointmentGuests,
  appointmentNotices,
  appointments,
  expertRequests,
  professionals,
  programs,
  users,
} from '../../db/schema/index.ts';
import { personName } from '../../lib/person-name.ts';
import { queueJobsFrom } from '../../plugins/app/jobs.ts';
import { CONFIRM_JOB } from './job-names.ts';

const professionalUsers = alias(users, 'professional_users');
const buyers = alias(users, 'buyers');

const appointmentColumns = {
  appointment: appointments,
  programName: programs.name,
  professional: professionals,
  professionalUser: professionalUsers,
  buyer: buyers,
};

type AppointmentRow = {
  appointment: typeof appointments.$inferSelect;
  programName: string;
  professional: typeof professionals.$inferSelect;
  professionalUser: typeof users.$inferSelect;
  buyer: typeof users.$inferSelect;
};

/** What a person is named by (`personName`). */
const personColumns = (people: typeof professionalUsers | typeof buyers) => ({
  firstName: people.firstName,
  lastName: people.lastName,
  email: people.email,
});

/**
 * What an appointment's answer is made of (`toAppointment`): the call, its program's name, and only
 * what the answer shows of its professional and both people. A booking returns just this: a full
 * row of each party was some 60 columns to read and map into objects on the busiest write there is.
 */
const answerColumns = {
  appointment: appointments,
  programName: programs.name,
  professional: { id: professionals.id, company: professionals.company, kind: professionals.kind },
  professionalUser: personColumns(professionalUsers),
  buyer: personColumns(buyers),
};

type PersonNamed = Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'email'>;

export type AppointmentAnswerRow = {
  appointment: typeof appointments.$inferSelect;
  programName: string;
  professional: Pick<typeof professionals.$inferSelect, 'id' | 'company' | 'kind'>;
  professionalUser: PersonNamed;
  buyer: PersonNamed;
};

/** A guest of a call, as its invitations and calendar event list them. */
export type CallGuest = { id: number; name: string; email: string; addedAt: Date; removedAt: Date | null };

/**
 * A call with its parties, and its guests where a job loaded them (`findWithGuests`) to invite,
 * move or cancel: the invitations and the calendar event list those present.
 */
export type AppointmentWithParties = AppointmentRow & { guests?: CallGuest[] };

/** The guests still on the call. */
export const presentGuests = (row: AppointmentWithParties) => (row.guests ?? []).filter((guest) => !guest.removedAt);

/** Who cancelled a call: one of its two sides, or console staff (`operator`: a professional deactivated in the console). */
export type CancelledBy = 'buyer' | 'professional' | 'operator';

export function toAppointment(row: AppointmentAnswerRow): Appointment {
  const { appointment, professional } = row;
  return {
    id: appointment.id,
    appointment_date: formatAppointmentDate(appointment.startsAt),
    starts_at: appointment.startsAt.toISOString(),
    ends_at: appointment.endsAt.toISOString(),
    status: appointment.status,
    program_administrative_information_id: appointment.programId,
    program: { id: appointment.programId, name: row.programName },
    professional_detail_id: professional.id,
    professional: {
      id: professional.id,
      name: personName(row.professionalUser),
      company: professional.company,
      kind: professional.kind,
    },
    buyer: { name: personName(row.buyer), email: row.buyer.email },
    meet_link: appointment.meetLink,
    microsoft_meeting_id: appointment.microsoftMeetingId,
    description: appointment.description,
    cancellation_note: appointment.cancellationNote,
    created_at: appointment.createdAt.toISOString(),
  };
}

/** An appointment with its program's name, its professional and both people. */
export function selectWithParties(db: Database) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(programs, eq(programs.id, appointments.programId))
    .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
    .innerJoin(professionalUsers, eq(professionalUsers.id, professionals.userId))
    .innerJoin(buyers, eq(buyers.id, appointments.buyerId));
}

/**
 * Start instants of booked calls, in seconds and time order: one text of numbers separated by
 * commas (null for none). A month of a professional's days reads up to a thousand of them, and a row
 * each, made into an object and a Date from its text, cost more than the query (so did PostgreSQL's
 * array text, read a character at a time); `date_part` works in floating point, where `extract`
 * works in numeric.
 */
const startsText = sql<
  string | null
>`string_agg(date_part('epoch', ${appointments.startsAt})::bigint::text, ',' order by ${appointments.startsAt})`;

/** The booked calls whose `party` column is the placeholder `id`, from the placeholder `from` until before `to`. */
const bookedCallsOf = (party: typeof appointments.buyerId | typeof appointments.professionalId, id: string) =>
  and(
    eq(party, sql.placeholder(id)),
    eq(appointments.status, 'booked'),
    gte(appointments.startsAt, sql.placeholder('from')),
    lt(appointments.startsAt, sql.placeholder('to')),
  );

/** The starts (`startsText`) of the booked calls whose `party` column is the placeholder `id`, in `from`..`to`. */
function bookedStartsOf(db: Database, party: typeof appointments.buyerId | typeof appointments.professionalId) {
  return db.select({ starts: startsText }).from(appointments).where(bookedCallsOf(party, 'id'));
}

/**
 * The starts of a professional's calls and of a buyer's, in `from`..`to`, in one round trip: a day
 * nobody has looked at needs both.
 */
function bothSidesStarts(db: Database) {
  const side = (party: typeof appointments.buyerId | typeof appointments.professionalId, id: string) =>
    sql<string | null>`(select ${startsText} from ${appointments} where ${bookedCallsOf(party, id)})`;
  return db
    .select({
      professional: side(appointments.professionalId, 'professionalId'),
      buyer: side(appointments.buyerId, 'buyerId'),
    })
    .from(sql`(select 1) as one`);
}

/** The starts (`startsText`) as instants in ms, in time order. */
const startsOf = (text: string | null | undefined): Set<number> =>
  new Set(text ? text.split(',').map((seconds) => Number(seconds) * 1000) : undefined);

/**
 * A booking in one statement: the appointment, its confirmation job, and what the answer shows of
 * it. A taken time fails the statement on a unique index, and nothing is written.
 */
function bookStatement(db: Database) {
  const inserted = db.$with('inserted').as(
    db
      .insert(appointments)
      .values({
        buyerId: sql.placeholder('buyerId'),
        professionalId: sql.placeholder('professionalId'),
        programId: sql.placeholder('programId'),
        startsAt: sql.placeholder('startsAt'),
        endsAt: sql.placeholder('endsAt'),
        description: sql.placeholder('description'),
        uid: sql.placeholder('uid'),
        idempotencyKey: sql.placeholder('idempotencyKey'),
      })
      .returning(),
  );
  // The inserted row, column by column as the CTE exposes them: typed as the table's own columns,
  // whose values they are, so the answer reads like any other appointment.
  const insertedAppointment = Object.fromEntries(
    Object.keys(getTableColumns(appointments)).map((name) => [name, Reflect.get(inserted, name)]),
  ) as ReturnType<typeof getTableColumns<typeof appointments>>;
  const queued = db
    .$with('queued', { queued: sql`queued` })
    .as(queueJobsFrom(CONFIRM_JOB, sql`${inserted}`, sql`jsonb_build_object('appointmentId', ${inserted.id})`));
  return db
    .with(inserted, queued)
    .select({ ...answerColumns, appointment: insertedAppointment })
    .from(inserted)
    .innerJoin(queued, sql`true`)
    .innerJoin(programs, eq(programs.id, inserted.programId))
    .innerJoin(professionals, eq(professionals.id, inserted.professionalId))
    .innerJoin(professionalUsers, eq(professionalUsers.id, professionals.userId))
    .innerJoin(buyers, eq(buyers.id, inserted.buyerId))
    .prepare('booking_book');
}

/**
 * The statements behind every booking and every slot list that misses the cache, prepared: the SQL
 * text is built once, and PostgreSQL keeps their plans on each connection instead of parsing and
 * planning them on every call. Built on first use, on the repository's own database.
 */
function prepareStatements(db: Database) {
  return {
    professionalStarts: bookedStartsOf(db, appointments.professionalId).prepare('booking_professional_starts'),
    buyerStarts: bookedStartsOf(db, appointments.buyerId).prepare('booking_buyer_starts'),
    bothSidesStarts: bothSidesStarts(db).prepare('booking_both_sides_starts'),
    book: bookStatement(db),
    find: selectWithParties(db)
      .where(eq(appointments.id, sql.placeholder('id')))
      .prepare('booking_find'),
  };
}

/** The statements a repository prepares on first use: once per connection or transaction it is made on. */
function preparedOnce(db: Database) {
  let prepared: ReturnType<typeof prepareStatements> | undefined;
  return () => {
    prepared ??= prepareStatements(db);
    return prepared;
  };
}

type Statements = ReturnType<typeof preparedOnce>;

/** The calls as read: the starts taken in a range, one call or a page of them, with their parties. */
function callReads(db: Database, statements: Statements) {
  const withParties = () => selectWithParties(db);
  return {
    /** Start instants (ms) of the professional's booked calls from `from` until before `to`, in time order. */
    async professionalStarts(professionalId: number, from: Date, to: Date): Promise<Set<number>> {
      const [row] = await statements().professionalStarts.execute({ id: professionalId, from, to });
      return startsOf(row?.starts);
    },

    /** Start instants (ms) of the buyer's own booked calls from `from` until before `to`, in time order. */
    async buyerStarts(buyerId: number, from: Date, to: Date): Promise<Set<number>> {
      const [row] = await statements().buyerStarts.execute({ id: buyerId, from, to });
      return startsOf(row?.starts);
    },

    /** Both of `professionalStarts` and `buyerStarts`, in one round trip. */
    async bothSidesStarts(professionalId: number, buyerId: number, from: Date, to: Date) {
      const [row] = await statements().bothSidesStarts.execute({ professionalId, buyerId, from, to });
      return { professional: startsOf(row?.professional), buyer: startsOf(row?.buyer) };
    },

    async findIdByIdempotencyKey(buyerId: number, key: string) {
      const [row] = await db
        .select({
          id: appointments.id,
          professionalId: appointments.professionalId,
          startsAt: appointments.startsAt,
          programId: appointments.programId,
        })
        .from(appointments)
        .where(and(eq(appointments.buyerId, buyerId), eq(appointments.idempotencyKey, key)));
      return row;
    },

    async findMany(ids: number[]): Promise<AppointmentWithParties[]> {
      if (ids.length === 0) return [];
      return withParties().where(inArray(appointments.id, ids)).orderBy(asc(appointments.startsAt));
    },

    async find(id: number): Promise<AppointmentWithParties | undefined> {
      const [row] = await statements().find.execute({ id });
      return row;
    },

    async listForBuyer(buyerId: number, page: number) {
      const [rows, [count]] = await Promise.all([
        withParties()
          .where(eq(appointments.buyerId, buyerId))
          .orderBy(desc(appointments.startsAt), desc(appointments.id))
          .limit(APPOINTMENTS_PER_PAGE)
          .offset((page - 1) * APPOINTMENTS_PER_PAGE),
        db.select({ total: sql<number>`count(*)::int` }).from(appointments).where(eq(appointments.buyerId, buyerId)),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** One of the professional's three lists: upcoming, past, or cancelled whenever they were to be. */
    async listForProfessional(professionalId: number, page: number, when: ProCallList) {
      const upcoming = when === 'upcoming';
      const inList = {
        upcoming: and(ne(appointments.status, 'cancelled'), gte(appointments.endsAt, sql`now()`)),
        past: and(ne(appointments.status, 'cancelled'), lt(appointments.endsAt, sql`now()`)),
        cancelled: eq(appointments.status, 'cancelled'),
      }[when];
      const condition = and(eq(appointments.professionalId, professionalId), inList);
      const [rows, [count]] = await Promise.all([
        withParties()
          .where(condition)
          .orderBy(upcoming ? asc(appointments.startsAt) : desc(appointments.startsAt), asc(appointments.id))
          .limit(APPOINTMENTS_PER_PAGE)
          .offset((page - 1) * APPOINTMENTS_PER_PAGE),
        db.select({ total: sql<number>`count(*)::int` }).from(appointments).where(condition),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
  };
}

/** The guests of a call: read, added and removed, with the lock that counts them one at a time. */
function guestRows(db: Database, statements: Statements) {
  return {
    /** The call with every guest it had, removed ones included (the job that tells them reads them). */
    async findWithGuests(id: number): Promise<AppointmentWithParties | undefined> {
      const row = await statements().find.execute({ id });
      if (!row[0]) return undefined;
      const guests = await db
        .select({
          id: appointmentGuests.id,
          name: appointmentGuests.name,
          email: appointmentGuests.email,
          addedAt: appointmentGuests.addedAt,
          removedAt: appointmentGuests.removedAt,
        })
        .from(appointmentGuests)
        .where(eq(appointmentGuests.appointmentId, id))
        .orderBy(asc(appointmentGuests.addedAt), asc(appointmentGuests.id));
      return { ...row[0], guests };
    },

    /** The guests on the call now, first added first. */
    async presentGuestsOf(appointmentId: number) {
      return db
        .select({
          id: appointmentGuests.id,
          name: appointmentGuests.name,
          email: appointmentGuests.email,
          addedAt: appointmentGuests.addedAt,
        })
        .from(appointmentGuests)
        .where(and(eq(appointmentGuests.appointmentId, appointmentId), isNull(appointmentGuests.removedAt)))
        .orderBy(asc(appointmentGuests.addedAt), asc(appointmentGuests.id));
    },

    /**
     * Holds the call's row until the transaction ends, so that guests added at the same moment are
     * counted one after the other; false when it is no longer a booked future call.
     */
    async lockFutureCall(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.status, 'booked'), gt(appointments.startsAt, sql`now()`)))
        .for('update');
      return rows.length > 0;
    },

    /** Adds a guest; a unique index refuses the same address twice on one call. */
    async addGuest(guest: { appointmentId: number; name: string; email: string }): Promise<number> {
      const [added] = await db.insert(appointmentGuests).values(guest).returning({ id: appointmentGuests.id });
      if (!added) throw new Error('The guest was not added.');
      return added.id;
    },

    /** Marks the guest with this address removed from the call; undefined when there was none. */
    async removeGuest(appointmentId: number, email: string): Promise<number | undefined> {
      const [removed] = await db
        .update(appointmentGuests)
        .set({ removedAt: sql`now()` })
        .where(
          and(
            eq(appointmentGuests.appointmentId, appointmentId),
            eq(appointmentGuests.email, email),
            isNull(appointmentGuests.removedAt),
          ),
        )
        .returning({ id: appointmentGuests.id });
      return removed?.id;
    },
  };
}

/**
 * The writes of a call's life: booked, given its meeting, moved, cancelled, its outcome, its notices; and a request for an expert.
 */
function callWrites(db: Database, statements: Statements) {
  return {
    /** Books: the appointment and its confirmation job in one statement, answered with its parties. */
    async book(appointment: {
      buyerId: number;
      professionalId: number;
      programId: number;
      startsAt: Date;
      endsAt: Date;
      description: string;
      uid: string;
      idempotencyKey: string | null;
    }): Promise<AppointmentAnswerRow> {
      const [row] = await statements().book.execute(appointment);
      if (!row) throw new Error('The booking statement returned no appointment.');
      return row;
    },

    /** Records the meeting of a booking once; a second call (a retried job) changes nothing. */
    async setMeeting(
      id: number,
      meeting: { provider: string; eventId: string; joinUrl: string; microsoftMeetingId: string | null },
    ) {
      await db
        .update(appointments)
        .set({
          calendarProvider: meeting.provider,
          calendarEventId: meeting.eventId,
          meetLink: meeting.joinUrl,
          microsoftMeetingId: meeting.microsoftMeetingId,
          updatedAt: sql`now()`,
        })
        .where(and(eq(appointments.id, id), sql`${appointments.meetLink} is null`));
    },

    /**
     * Moves a booked call to another start in one statement: the unique indexes see the old start
     * freed and the new one taken together, so a call is never in both slots nor in neither. The
     * invitation's SEQUENCE goes up; its UID, and so the meeting, stay. False when it is not booked.
     */
    async reschedule(id: number, startsAt: Date, endsAt: Date): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({ startsAt, endsAt, sequence: sql`${appointments.sequence} + 1`, updatedAt: sql`now()` })
        .where(and(eq(appointments.id, id), eq(appointments.status, 'booked'), gt(appointments.startsAt, sql`now()`)))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    /** The professional's calls still booked from now on, locked until the end of the transaction. */
    async futureCallIdsForUpdate(professionalId: number): Promise<number[]> {
      const rows = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.professionalId, professionalId),
            eq(appointments.status, 'booked'),
            gt(appointments.startsAt, sql`now()`),
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Cancels a booked appointment; false when it was not booked (already cancelled, say). */
    async cancel(id: number, by: CancelledBy, note: string | null): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({
          status: 'cancelled',
          cancelledAt: sql`now()`,
          cancelledBy: by,
          cancellationNote: note,
          sequence: sql`${appointments.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(appointments.id, id), eq(appointments.status, 'booked')))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    async setOutcome(id: number, status: 'completed' | 'no_show'): Promise<void> {
      await db.update(appointments).set({ status, updatedAt: sql`now()` }).where(eq(appointments.id, id));
    },

    /** True the first time a notice is claimed for this appointment, kind and recipient. */
    async claimNotice(appointmentId: number, kind: string, recipient: string): Promise<boolean> {
      const rows = await db
        .insert(appointmentNotices)
        .values({ appointmentId, kind, recipient })
        .onConflictDoNothing()
        .returning({ appointmentId: appointmentNotices.appointmentId });
      return rows.length > 0;
    },

    async createExpertRequest(request: typeof expertRequests.$inferInsert) {
      const [created] = await db.insert(expertRequests).values(request).returning({ id: expertRequests.id });
      return created?.id;
    },
  };
}

export function bookingRepository(db: Database) {
  const statements = preparedOnce(db);
  return {
    ...callReads(db, statements),
    ...guestRows(db, statements),
    ...callWrites(db, statements),
  };
}
