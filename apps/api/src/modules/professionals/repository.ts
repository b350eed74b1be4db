/** Professionals with the programs they take part in, and when they take calls (weekly hours, days off). */
import type { Professional, ProfessionalKind } from '@hbw/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { advisoryTransactionLock } from '../../db/locks.ts';
import {
  daysOff,
  professionalPrograms,
  professionals,
  programs,
  users,
  weeklyAvailability,
} from '../../db/schema/index.ts';
import { personName } from '../../lib/person-name.ts';

/** What the slot rules need from a professional whatever the day; cached by booking's read model. */
export type ProfessionalHours = {
  professionalId: number;
  userId: number;
  programIds: ReadonlySet<number>;
  /** The slot ids they take calls in, by weekday from Sunday (0) to Saturday (6). */
  offeredSlotIds: readonly ReadonlySet<number>[];
  /** Their days off from yesterday on, `yyyy-MM-dd`. */
  daysOff: ReadonlySet<string>;
};

/**
 * The professional's hours in one statement, prepared: every booking and every slot list that misses
 * booking's cache reads it, and PostgreSQL keeps its plan on each connection.
 */
function hoursStatement(db: Database) {
  // Drizzle writes the columns of a one-table select without their table, so in the subqueries a bare
  // "id" would be the inner table's own: the professional's id is named with its table.
  const professionalId = sql`${professionals}.${sql.identifier(professionals.id.name)}`;
  return db
    .select({
      userId: professionals.userId,
      programs: sql<
        number[]
      >`(select coalesce(array_agg(${professionalPrograms.programId}), '{}') from ${professionalPrograms}
        where ${professionalPrograms.professionalId} = ${professionalId})`,
      offered: sql<
        [number, number][]
      >`(select coalesce(json_agg(json_build_array(${weeklyAvailability.weekday}, ${weeklyAvailability.slotId})), '[]')
        from ${weeklyAvailability} where ${weeklyAvailability.professionalId} = ${professionalId})`,
      daysOff: sql<string[]>`(select coalesce(array_agg(${daysOff.date}::text), '{}') from ${daysOff}
        where ${daysOff.professionalId} = ${professionalId} and ${daysOff.date} >= current_date - 1)`,
    })
    .from(professionals)
    .where(eq(professionals.id, sql.placeholder('professionalId')))
    .prepare('professional_hours');
}

export function professionalsRepository(db: Database) {
  let preparedHours: ReturnType<typeof hoursStatement> | undefined;

  async function withPrograms(
    rows: { professional: typeof professionals.$inferSelect; user: typeof users.$inferSelect }[],
  ): Promise<Professional[]> {
    const ids = rows.map((row) => row.professional.id);
    const links = ids.length
      ? await db
          .select({ professionalId: professionalPrograms.professionalId, id: programs.id, name: programs.name })
          .from(professionalPrograms)
          .innerJoin(programs, eq(programs.id, professionalPrograms.programId))
          // A professional's draft or paused programs are not offered to buyers.
          .where(and(inArray(professionalPrograms.professionalId, ids), eq(programs.status, 'published')))
          .orderBy(asc(programs.name))
      : [];
    return rows.map(({ professional, user }) => ({
      id: professional.id,
      kind: professional.kind,
      name: personName(user),
      company: professional.company,
      nmls_id: professional.nmlsId,
      states_served: professional.statesServed,
      bio: professional.bio,
      photo: professional.photo,
      languages: professional.languages,
      is_demo: professional.isDemo,
      programs: links.filter((link) => link.professionalId === professional.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  return {
    /** Professionals taking part in the program (or in any of the programs), of a kind, their state first. */
    async list(filter: {
      programId?: number | undefined;
      programIds?: number[];
      kind?: ProfessionalKind | undefined;
      state?: string | undefined;
    }) {
      const conditions: SQL[] = [];
      const programIds = filter.programIds ?? (filter.programId === undefined ? undefined : [filter.programId]);
      if (programIds) {
        if (programIds.length === 0) return [];
        conditions.push(
          sql`exists (select 1 from ${professionalPrograms} where ${professionalPrograms.professionalId} = ${professionals.id} and ${inArray(professionalPrograms.programId, programIds)})`,
        );
      }
      if (filter.kind) conditions.push(eq(professionals.kind, filter.kind));
      // Professionals of the buyer's state first; the others still serve national programs.
      const order = [asc(professionals.isDemo), asc(users.lastName), asc(professionals.id)];
      if (filter.state) order.unshift(sql`${filter.state} = any(${professionals.statesServed}) desc`);
      const rows = await db
        .select({ professional: professionals, user: users })
        .from(professionals)
        .innerJoin(users, eq(users.id, professionals.userId))
        .where(and(...conditions))
        .orderBy(...order)
        .limit(200);
      return withPrograms(rows);
    },

    async find(id: number): Promise<Professional | undefined> {
      const rows = await db
        .select({ professional: professionals, user: users })
        .from(professionals)
        .innerJoin(users, eq(users.id, professionals.userId))
        .where(eq(professionals.id, id));
      return (await withPrograms(rows))[0];
    },

    /** The names and account addresses of these professionals, to invite them to a call. */
    async contacts(ids: number[]): Promise<{ id: number; name: string; email: string }[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: professionals.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(professionals)
        .innerJoin(users, eq(users.id, professionals.userId))
        .where(inArray(professionals.id, ids));
      return rows.map((row) => ({ id: row.id, name: personName(row), email: row.email }));
    },

    async findByUser(userId: number) {
      const [row] = await db.select().from(professionals).where(eq(professionals.userId, userId));
      return row;
    },

    async takesPartIn(professionalId: number, programId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: professionalPrograms.programId })
        .from(professionalPrograms)
        .where(
          and(eq(professionalPrograms.professionalId, professionalId), eq(professionalPrograms.programId, programId)),
        );
      return row !== undefined;
    },

    async create(professional: typeof professionals.$inferInsert) {
      const [created] = await db.insert(professionals).values(professional).returning();
      if (!created) throw new Error('The insert returned no professional.');
      return created;
    },

    /** The programs of these slugs that exist, by id, for linking a professional to them. */
    async programsBySlug(slugs: string[]) {
      return db.select({ id: programs.id, slug: programs.slug }).from(programs).where(inArray(programs.slug, slugs));
    },

    async linkPrograms(professionalId: number, programIds: number[]): Promise<void> {
      if (programIds.length === 0) return;
      await db
        .insert(professionalPrograms)
        .values(programIds.map((programId) => ({ professionalId, programId })))
        .onConflictDoNothing();
    },

    /** The professional's account, programs, weekly hours and days off; nothing when there is no such professional. */
    async hours(professionalId: number): Promise<ProfessionalHours | undefined> {
      preparedHours ??= hoursStatement(db);
      const [row] = await preparedHours.execute({ professionalId });
      if (!row) return undefined;
      const offeredSlotIds = Array.from({ length: 7 }, () => new Set<number>());
      for (const [weekday, slotId] of row.offered) offeredSlotIds[weekday]?.add(slotId);
      return {
        professionalId,
        userId: row.userId,
        programIds: new Set(row.programs.map(Number)),
        offeredSlotIds,
        daysOff: new Set(row.daysOff),
      };
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

    /**
     * Replaces a professional's hours and days off; in a transaction. Saves of the same
     * professional take turns: two deletes that both found nothing left would insert twice.
     */
    async replaceAvailability(
      professionalId: number,
      weekly: { weekday: number; slotId: number }[],
      off: { date: string; note: string }[],
    ): Promise<void> {
      await db.execute(advisoryTransactionLock(`availability:${professionalId}`));
      await db.delete(weeklyAvailability).where(eq(weeklyAvailability.professionalId, professionalId));
      await db.delete(daysOff).where(eq(daysOff.professionalId, professionalId));
      if (weekly.length)
        await db.insert(weeklyAvailability).values(weekly.map((entry) => ({ professionalId, ...entry })));
      if (off.length) await db.insert(daysOff).values(off.map((entry) => ({ professionalId, ...entry })));
    },
  };
}
