/**
 * Agencies (the organisations that run programs; `administrators` in the database and the catalogue
 * files) as the console reads and changes them, on the caller's `Database` (the console's
 * transaction when it writes). Whether the catalogue's next
 * import may still update one is read from its file values (decision 029).
 */
import type { ConsoleAgency, ConsoleAgencyCreate, ConsoleAgencyUpdate } from '@hbw/contract';
import { and, asc, count, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { administrators, programs } from '../../db/schema/index.ts';
import { containingPattern } from '../../lib/like-pattern.ts';
import { editedInConsole } from './catalogue-import.ts';

export type AgencyFilter = { q?: string; state?: string };

const programCount = sql<number>`(select count(*)::int from ${programs} where ${programs.administratorId} = ${administrators.id})`;

function toAgency(row: typeof administrators.$inferSelect & { programCount: number }): ConsoleAgency {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    short_name: row.shortName,
    state: row.state,
    website: row.website,
    contact_email: row.contactEmail,
    program_count: row.programCount,
    kept_by: row.fileValues === null ? 'console' : editedInConsole(row) ? 'console_edit' : 'catalogue_file',
  };
}

const columnsOf = (fields: ConsoleAgencyUpdate) => ({
  name: fields.name,
  shortName: fields.short_name,
  state: fields.state,
  website: fields.website,
  contactEmail: fields.contact_email,
});

function condition({ q, state }: AgencyFilter): SQL | undefined {
  const words = q ? containingPattern(q) : undefined;
  return and(
    words
      ? or(ilike(administrators.name, words), ilike(administrators.shortName, words), ilike(administrators.slug, words))
      : undefined,
    state ? eq(administrators.state, state) : undefined,
  );
}

export function agencyOperations(db: Database) {
  const select = () => db.select({ ...getTableColumns(administrators), programCount }).from(administrators);

  return {
    /** A page of agencies by name. */
    async page(filter: AgencyFilter, page: number, perPage: number) {
      const where = condition(filter);
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(asc(administrators.name), asc(administrators.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(administrators).where(where),
      ]);
      return { rows: rows.map(toAgency), total: total?.total ?? 0 };
    },

    /** The agency, locked until the transaction ends, so that its before is the one the change replaces. */
    async findForUpdate(id: number): Promise<ConsoleAgency | undefined> {
      const [row] = await select().where(eq(administrators.id, id)).for('update');
      return row && toAgency(row);
    },

    /** A new agency, or undefined when its slug is taken. No file owns it, so no import changes it. */
    async create({ slug, ...fields }: ConsoleAgencyCreate): Promise<ConsoleAgency | undefined> {
      const [row] = await db
        .insert(administrators)
        .values({ slug, ...columnsOf(fields), name: fields.name, shortName: fields.short_name })
        .onConflictDoNothing({ target: administrators.slug })
        .returning();
      return row && toAgency({ ...row, programCount: 0 });
    },

    async update(id: number, fields: ConsoleAgencyUpdate): Promise<ConsoleAgency | undefined> {
      const [row] = await db.update(administrators).set(columnsOf(fields)).where(eq(administrators.id, id)).returning();
      if (!row) return undefined;
      const [counted] = await db.select({ programCount }).from(administrators).where(eq(administrators.id, id));
      return toAgency({ ...row, programCount: counted?.programCount ?? 0 });
    },
  };
}
