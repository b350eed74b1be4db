/** Professionals with the programs they take part in, and when they take calls (weekly hours, days off). */
import type { Professional, ProfessionalKind } from '@hbw/contract';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
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
import { containingPattern } from '../../lib/like-pattern.ts';
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
    .where(and(eq(professionals.id, sql.placeholder('professionalId')), isNull(professionals.deactivatedAt)))
    .prepare('professional_hours');
}

/** Entries with the published programs each takes part in, by name. */
function programsOfEntries(db: Database) {
  return async function withPrograms(
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
      // The directory's own photo when one was set for it (the demo data), otherwise the one the
      // professional put on their profile: one photo to keep up to date.
      photo: professional.photo ?? user.photo,
      languages: professional.languages,
      is_demo: professional.isDemo,
      programs: links.filter((link) => link.professionalId === professional.id).map(({ id, name }) => ({ id, name })),
    }));
  };
}

/** The directory's entries as buyers, the console and the professional read them, with their programs. */
function directoryEntries(db: Database) {
  const withPrograms = programsOfEntries(db);

  return {
    /** Professionals taking part in the program (or in any of the programs), of a kind, their state first. */
    async list(filter: {
      programId?: number | undefined;
      programIds?: number[];
      kind?: ProfessionalKind | undefined;
      state?: string | undefined;
    }) {
      const conditions: SQL[] = [isNull(professionals.deactivatedAt)];
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

    /** A professional buyers may be offered: a deactivated one is not found. */
    async find(id: number): Promise<Professional | undefined> {
      const rows = await db
        .select({ professional: professionals, user: users })
        .from(professionals)
        .innerJoin(users, eq(users.id, professionals.userId))
        .where(and(eq(professionals.id, id), isNull(professionals.deactivatedAt)));
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

    /** The entry of an account, active or not, with its programs (the professional's own page). */
    async entryOf(userId: number): Promise<Professional | undefined> {
      const rows = await db
        .select({ professional: professionals, user: users })
        .from(professionals)
        .innerJoin(users, eq(users.id, professionals.userId))
        .where(eq(professionals.userId, userId));
      return (await withPrograms(rows))[0];
    },

    /** A page of every professional, active or not, found by name, email or company, the newest first. */
    async page(
      filter: { q?: string | undefined; state?: 'active' | 'deactivated' | undefined; id?: number },
      page: number,
      perPage: number,
    ) {
      const words = filter.q ? containingPattern(filter.q) : undefined;
      const where = and(
        words
          ? or(
              ilike(users.email, words),
              ilike(professionals.company, words),
              ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, words),
            )
          : undefined,
        filter.state === 'active' ? isNull(professionals.deactivatedAt) : undefined,
        filter.state === 'deactivated' ? isNotNull(professionals.deactivatedAt) : undefined,
        filter.id === undefined ? undefined : eq(professionals.id, filter.id),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({ professional: professionals, user: users })
          .from(professionals)
          .innerJoin(users, eq(users.id, professionals.userId))
          .where(where)
          .orderBy(desc(professionals.createdAt), desc(professionals.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(professionals)
          .innerJoin(users, eq(users.id, professionals.userId))
          .where(where),
      ]);
      const entries = await withPrograms(rows);
      return {
        // The account as the console shows it: whether a password was chosen, never its hash.
        rows: rows.map(({ professional, user }, index) => ({
          professional,
          user: {
            id: user.id,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            signInCount: user.signInCount,
            passwordChosen: user.passwordHash !== null,
          },
          entry: entries[index] as Professional,
        })),
        total: count?.total ?? 0,
      };
    },
  };
}

/** An entry's changes: its fields, its programs, a new professional. */
function entryChanges(db: Database) {
  return {
    /** The professional's row, locked until the end of the transaction, with their program ids. */
    async findForUpdate(id: number) {
      const [row] = await db.select().from(professionals).where(eq(professionals.id, id)).for('update');
      if (!row) return undefined;
      const links = await db
        .select({ id: professionalPrograms.programId })
        .from(professionalPrograms)
        .where(eq(professionalPrograms.professionalId, id))
        .orderBy(asc(professionalPrograms.programId));
      return { ...row, programIds: links.map((link) => link.id) };
    },

    /** Sets the columns given; none given changes nothing. */
    async update(id: number, changes: Partial<typeof professionals.$inferInsert>): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.update(professionals).set(changes).where(eq(professionals.id, id));
    },

    /** The programs of these ids that exist. */
    async existingProgramIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await db.select({ id: programs.id }).from(programs).where(inArray(programs.id, ids));
      return found.map((program) => program.id);
    },

    /** The professional's programs become these, and only these. */
    async replacePrograms(professionalId: number, programIds: number[]): Promise<void> {
      await db.delete(professionalPrograms).where(eq(professionalPrograms.professionalId, professionalId));
      if (programIds.length === 0) return;
      await db.insert(professionalPrograms).values(programIds.map((programId) => ({ professionalId, programId })));
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
  };
}

/** When a professional takes calls: the hours the slot rules read, and their weekly hours and days off. */
function hoursRows(db: Database) {
  let preparedHours: ReturnType<typeof hoursStatement> | undefined;

  return {
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

export function professionalsRepository(db: Database) {
  return {
    ...directoryEntries(db),
    ...entryChanges(db),
    ...hoursRows(db),
  };
}
