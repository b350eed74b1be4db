/** Appointments, availability and expert requests in the database. */
import { APPOINTMENTS_PER_PAGE, type Appointment, formatAppointmentDate } from '@hbw/contract';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import {
  appointmentNotices,
  appointments,
  daysOff,
  expertRequests,
  professionalPrograms,
  professionals,
  programs,
  users,
  weeklyAvailability,
} from '../../db/schema/index.ts';
import { professionalName } from '../professionals/repository.ts';

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

export type AppointmentWithParties = AppointmentRow;

export function toAppointment(row: AppointmentRow): Appointment {
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
      name: professionalName(row.professionalUser),
      company: professional.company,
      kind: professional.kind,
    },
    buyer: { name: professionalName(row.buyer), email: row.buyer.email },
    meet_link: appointment.meetLink,
    microsoft_meeting_id: appointment.microsoftMeetingId,
    description: appointment.description,
    cancellation_note: appointment.cancellationNote,
    created_at: appointment.createdAt.toISOString(),
  };
}

/** What the slot rules need from a professional for one day; cached by the booking service. */
export type ProfessionalDay = {
  professionalId: number;
  userId: number;
  programIds: ReadonlySet<number>;
  offeredSlotIds: ReadonlySet<number>;
  dayOff: boolean;
  bookedStarts: ReadonlySet<number>;
};

/** Epoch milliseconds as PostgreSQL returns them in an array: numbers, or numeric text. */
const toInstants = (values: unknown): Set<number> => new Set((Array.isArray(values) ? values : []).map(Number));

/** An appointment with its program's name, its professional and both people. */
function selectWithParties(db: Database) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(programs, eq(programs.id, appointments.programId))
    .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
    .innerJoin(professionalUsers, eq(professionalUsers.id, professionals.userId))
    .innerJoin(buyers, eq(buyers.id, appointments.buyerId));
}

/**
 * The reads behind every booking and every slot list that misses the cache, as prepared statements:
 * the SQL text is built once, and PostgreSQL keeps their plans on each connection instead of parsing
 * and planning them on every call. Built on first use, on the repository's own database.
 */
function prepareReads(db: Database) {
  // Drizzle writes the columns of a one-table select without their table, so in the subqueries a bare
  // "id" would be the inner table's own: the professional's id is named with its table.
  const professionalId = sql`${professionals}.${sql.identifier(professionals.id.name)}`;
  const professionalDay = db
    .select({
      userId: professionals.userId,
      programs: sql<
        number[]
      >`(select coalesce(array_agg(${professionalPrograms.programId}), '{}') from ${professionalPrograms}
        where ${professionalPrograms.professionalId} = ${professionalId})`,
      offered: sql<number[]>`(select coalesce(array_agg(${weeklyAvailability.slotId}), '{}') from ${weeklyAvailability}
        where ${weeklyAvailability.professionalId} = ${professionalId} and ${weeklyAvailability.weekday} = ${sql.placeholder('weekday')})`,
      dayOff: sql<boolean>`exists (select 1 from ${daysOff} where ${daysOff.professionalId} = ${professionalId} and ${daysOff.date} = ${sql.placeholder('date')})`,
      booked: sql<unknown>`(select coalesce(array_agg((extract(epoch from ${appointments.startsAt}) * 1000)::float8), '{}') from ${appointments}
        where ${appointments.professionalId} = ${professionalId} and ${appointments.status} = 'booked'
        and ${appointments.startsAt} >= ${sql.placeholder('from')} and ${appointments.startsAt} < ${sql.placeholder('to')})`,
    })
    .from(professionals)
    .where(eq(professionals.id, sql.placeholder('professionalId')))
    .prepare('booking_professional_day');
  const buyerStarts = db
    .select({ startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.buyerId, sql.placeholder('buyerId')),
        eq(appointments.status, 'booked'),
        gte(appointments.startsAt, sql.placeholder('from')),
        lt(appointments.startsAt, sql.placeholder('to')),
      ),
    )
    .prepare('booking_buyer_starts');
  const find = selectWithParties(db)
    .where(eq(appointments.id, sql.placeholder('id')))
    .prepare('booking_find');
  return { professionalDay, buyerStarts, find };
}

export function bookingRepository(db: Database) {
  const withParties = () => selectWithParties(db);
  let prepared: ReturnType<typeof prepareReads> | undefined;
  const statements = () => {
    prepared ??= prepareReads(db);
    return prepared;
  };

  return {
    /**
     * The professional's side of one New York day, in one round trip: whose account it is, the
     * programs they take calls about, their hours that weekday, a day off, the calls booked from
     * `from` until before `to`. Nothing when there is no such professional.
     */
    async professionalDay(input: {
      professionalId: number;
      date: string;
      weekday: number;
      from: Date;
      to: Date;
    }): Promise<ProfessionalDay | undefined> {
      const { professionalId, date, weekday, from, to } = input;
      const [row] = await statements().professionalDay.execute({
        professionalId,
        weekday,
        date,
        from: from.toISOString(),
        to: to.toISOString(),
      });
      if (!row) return undefined;
      return {
        professionalId,
        userId: row.userId,
        programIds: new Set(row.programs.map(Number)),
        offeredSlotIds: new Set(row.offered.map(Number)),
        dayOff: row.dayOff,
        bookedStarts: toInstants(row.booked),
      };
    },

    /** Start instants (ms) of the buyer's own booked calls from `from` until before `to`. */
    async buyerStarts(buyerId: number, from: Date, to: Date): Promise<Set<number>> {
      const rows = await statements().buyerStarts.execute({ buyerId, from, to });
      return new Set(rows.map((row) => row.startsAt.getTime()));
    },

    async insert(appointment: typeof appointments.$inferInsert) {
      const [created] = await db.insert(appointments).values(appointment).returning({ id: appointments.id });
      if (!created) throw new Error('The insert returned no appointment.');
      return created.id;
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

    async listForProfessional(professionalId: number, page: number, when: 'upcoming' | 'past') {
      const upcoming = when === 'upcoming';
      const condition = and(
        eq(appointments.professionalId, professionalId),
        upcoming ? gte(appointments.endsAt, sql`now()`) : lt(appointments.endsAt, sql`now()`),
      );
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

    /** Cancels a booked appointment; false when it was not booked (already cancelled, say). */
    async cancel(id: number, by: 'buyer' | 'professional', note: string | null): Promise<boolean> {
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

    async availability(professionalId: number) {
      const [weekly, off] = await Promise.all([
        db
          .select({ weekday: weeklyAvailability.weekday, slotId: weeklyAvailability.slotId })
          .from(weeklyAvailability)
          .where(eq(weeklyAvailability.professionalId, professionalId)),
        db
          .select({ date: daysOff.date, note: daysOff.note })
          .from(daysOff)
          .where(eq(daysOff.professionalId, professionalId))
          .orderBy(asc(daysOff.date)),
      ]);
      return { weekly, daysOff: off };
    },

    async replaceAvailability(
      professionalId: number,
      weekly: { weekday: number; slotId: number }[],
      off: { date: string; note: string }[],
    ): Promise<void> {
      await db.delete(weeklyAvailability).where(eq(weeklyAvailability.professionalId, professionalId));
      await db.delete(daysOff).where(eq(daysOff.professionalId, professionalId));
      if (weekly.length)
        await db.insert(weeklyAvailability).values(weekly.map((entry) => ({ professionalId, ...entry })));
      if (off.length) await db.insert(daysOff).values(off.map((entry) => ({ professionalId, ...entry })));
    },

    async createExpertRequest(request: typeof expertRequests.$inferInsert) {
      const [created] = await db.insert(expertRequests).values(request).returning({ id: expertRequests.id });
      return created?.id;
    },
  };
}
