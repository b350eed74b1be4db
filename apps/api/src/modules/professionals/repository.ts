/** Professionals with the programs they take part in. */
import type { Professional, ProfessionalKind } from '@hbw/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { professionalPrograms, professionals, programs, users } from '../../db/schema/index.ts';
import { personName } from '../../lib/person-name.ts';

export function professionalsRepository(db: Database) {
  async function withPrograms(
    rows: { professional: typeof professionals.$inferSelect; user: typeof users.$inferSelect }[],
  ): Promise<Professional[]> {
    const ids = rows.map((row) => row.professional.id);
    const links = ids.length
      ? await db
          .select({ professionalId: professionalPrograms.professionalId, id: programs.id, name: programs.name })
          .from(professionalPrograms)
          .innerJoin(programs, eq(programs.id, professionalPrograms.programId))
          .where(inArray(professionalPrograms.professionalId, ids))
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

    async linkPrograms(professionalId: number, programIds: number[]): Promise<void> {
      if (programIds.length === 0) return;
      await db
        .insert(professionalPrograms)
        .values(programIds.map((programId) => ({ professionalId, programId })))
        .onConflictDoNothing();
    },
  };
}
