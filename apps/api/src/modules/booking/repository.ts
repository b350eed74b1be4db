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

export function bookingRepository(db: Database) {
  const withParties = () =>
    db
      .select(appointmentColumns)
      .from(appointments)
      .innerJoin(programs, eq(programs.id, appointments.programId))
      .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
      .innerJoin(professionalUsers, eq(professionalUsers.id, professionals.userId))
      .innerJoin(buyers, eq(buyers.id, appointments.buyerId));

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
      const result = await db.execute<{
        user_id: number;
        programs: number[];
        offered: number[];
        day_off: boolean;
        booked: unknown;
      }>(sql`
        select ${professionals.userId} as user_id,
          (select coalesce(array_agg(${professionalPrograms.programId}), '{}') from ${professionalPrograms}
            where ${professionalPrograms.professionalId} = ${professionals.id}) as programs,
          (select coalesce(array_agg(${weeklyAvailability.slotId}), '{}') from ${weeklyAvailability}
            where ${weeklyAvailability.professionalId} = ${professionals.id} and ${weeklyAvailability.weekday} = ${weekday}) as offered,
          exists (select 1 from ${daysOff} where ${daysOff.professionalId} = ${professionals.id} and ${daysOff.date} = ${date}) as day_off,
          (select coalesce(array_agg((extract(epoch from ${appointments.startsAt}) * 1000)::float8), '{}') from ${appointments}
            where ${appointments.professionalId} = ${professionals.id} and ${appointments.status} = 'booked'
            and ${appointments.startsAt} >= ${from.toISOString()} and ${appointments.startsAt} < ${to.toISOString()}) as booked
        from ${professionals} where ${professionals.id} = ${professionalId}
      `);
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        professionalId,
        userId: row.user_id,
        programIds: new Set(row.programs.map(Number)),
        offeredSlotIds: new Set(row.offered.map(Number)),
        dayOff: row.day_off,
        bookedStarts: toInstants(row.booked),
      };
    },

    /** Start instants (ms) of the buyer's own booked calls from `from` until before `to`. */
    async buyerStarts(buyerId: number, from: Date, to: Date): Promise<Set<number>> {
      const rows = await db
        .select({ startsAt: appointments.startsAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.buyerId, buyerId),
            eq(appointments.status, 'booked'),
            gte(appointments.startsAt, from),
            lt(appointments.startsAt, to),
          ),
        );
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
      const [row] = await withParties().where(eq(appointments.id, id));
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
