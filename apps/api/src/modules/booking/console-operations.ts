/**
 * What the console reads and changes of booking: every call, filtered, a page at a time or
 * all of them in batches for an export; and the buyers' requests for an expert with their handling.
 * Takes a `Database`, so that the console writes in its own transaction with the audit row.
 */
import {
  type Appointment,
  type ConsoleBookingsQuery,
  type ConsoleExpertRequest,
  type ConsoleExpertRequestsQuery,
  type ExpertRequestStatus,
  fromWallTime,
} from '@hbw/contract';
import { and, asc, desc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { administrators, appointments, expertRequests, programs, users } from '../../db/schema/index.ts';
import { personName } from '../../lib/person-name.ts';
import { selectWithParties, toAppointment } from './repository.ts';

export type BookingFilter = Omit<ConsoleBookingsQuery, 'page' | 'format'>;
export type ExpertRequestFilter = Omit<ConsoleExpertRequestsQuery, 'page'>;
export type ExpertRequestChange = { status?: ExpertRequestStatus | undefined; note?: string | undefined };

/** Rows read at once for an export: enough to keep the database busy, little enough to keep memory flat. */
const EXPORT_BATCH = 500;

/** The instant a New York date ends (the next day's midnight). */
function endOfDate(date: string): Date {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return fromWallTime(next.toISOString().slice(0, 10), 0, 0);
}

function bookingCondition(filter: BookingFilter): SQL | undefined {
  return and(
    filter.status ? eq(appointments.status, filter.status) : undefined,
    filter.program_id ? eq(appointments.programId, filter.program_id) : undefined,
    filter.professional_id ? eq(appointments.professionalId, filter.professional_id) : undefined,
    filter.from ? gte(appointments.startsAt, fromWallTime(filter.from, 0, 0)) : undefined,
    filter.to ? lt(appointments.startsAt, endOfDate(filter.to)) : undefined,
  );
}

const expertRequestColumns = {
  request: expertRequests,
  programName: programs.name,
  administratorName: administrators.name,
  buyer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

function toConsoleExpertRequest(row: {
  request: typeof expertRequests.$inferSelect;
  programName: string;
  administratorName: string;
  buyer: { id: number; firstName: string | null; lastName: string | null; email: string };
}): ConsoleExpertRequest {
  const { request } = row;
  return {
    id: request.id,
    status: request.status,
    note: request.note,
    expert_type: request.expertType as ConsoleExpertRequest['expert_type'],
    email: request.email,
    mobile_number: request.mobileNumber,
    household_income: request.householdIncome,
    buyer: { id: row.buyer.id, name: personName(row.buyer), email: row.buyer.email },
    program: { id: request.programId, name: row.programName, administrator_name: row.administratorName },
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}

export function bookingOperations(db: Database) {
  const expertRequestRows = () =>
    db
      .select(expertRequestColumns)
      .from(expertRequests)
      .innerJoin(programs, eq(programs.id, expertRequests.programId))
      .innerJoin(administrators, eq(administrators.id, programs.administratorId))
      .innerJoin(users, eq(users.id, expertRequests.buyerId));

  return {
    /** How many calls are still booked from now on with each of these professionals (absent: none). */
    async futureCallCounts(professionalIds: number[]): Promise<Map<number, number>> {
      if (professionalIds.length === 0) return new Map();
      const rows = await db
        .select({ professionalId: appointments.professionalId, calls: sql<number>`count(*)::int` })
        .from(appointments)
        .where(
          and(
            inArray(appointments.professionalId, professionalIds),
            eq(appointments.status, 'booked'),
            gt(appointments.startsAt, sql`now()`),
          ),
        )
        .groupBy(appointments.professionalId);
      return new Map(rows.map((row) => [row.professionalId, row.calls]));
    },

    /** A page of calls, the latest first. */
    async listBookings(filter: BookingFilter, page: number, perPage: number) {
      const condition = bookingCondition(filter);
      const [rows, [count]] = await Promise.all([
        selectWithParties(db)
          .where(condition)
          .orderBy(desc(appointments.startsAt), desc(appointments.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: sql<number>`count(*)::int` }).from(appointments).where(condition),
      ]);
      return { rows: rows.map(toAppointment), total: count?.total ?? 0 };
    },

    /** Every call the filter keeps, in the order they were booked, a batch at a time. */
    async *allBookings(filter: BookingFilter): AsyncGenerator<Appointment[]> {
      let after = 0;
      for (;;) {
        const rows = await selectWithParties(db)
          .where(and(bookingCondition(filter), gt(appointments.id, after)))
          .orderBy(asc(appointments.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows.map(toAppointment);
        after = rows[rows.length - 1]?.appointment.id ?? after;
        if (rows.length < EXPORT_BATCH) return;
      }
    },

    /** A page of requests, the newest first. */
    async listExpertRequests(filter: ExpertRequestFilter, page: number, perPage: number) {
      const condition = and(
        filter.status ? eq(expertRequests.status, filter.status) : undefined,
        filter.program_id ? eq(expertRequests.programId, filter.program_id) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        expertRequestRows()
          .where(condition)
          .orderBy(desc(expertRequests.createdAt), desc(expertRequests.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: sql<number>`count(*)::int` }).from(expertRequests).where(condition),
      ]);
      return { rows: rows.map(toConsoleExpertRequest), total: count?.total ?? 0 };
    },

    /** The request, locked until the end of the transaction so that two staff members' changes take turns. */
    async findExpertRequestForUpdate(id: number): Promise<ConsoleExpertRequest | undefined> {
      const [row] = await expertRequestRows().where(eq(expertRequests.id, id)).for('update', { of: expertRequests });
      return row && toConsoleExpertRequest(row);
    },

    async updateExpertRequest(id: number, change: ExpertRequestChange): Promise<ConsoleExpertRequest | undefined> {
      await db
        .update(expertRequests)
        .set({
          ...(change.status !== undefined ? { status: change.status } : {}),
          ...(change.note !== undefined ? { note: change.note } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(expertRequests.id, id));
      const [row] = await expertRequestRows().where(eq(expertRequests.id, id));
      return row && toConsoleExpertRequest(row);
    },
  };
}

export type BookingOperations = ReturnType<typeof bookingOperations>;
