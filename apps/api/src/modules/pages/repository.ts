/**
 * What the pages read to tell whether an address names something that exists, and what its head
 * says: each published program's name and summary, whether a professional exists, whether a call is the
 * caller's. Read-only, and only the columns needed; the things themselves belong to
 * `modules/programs`, `modules/professionals` and `modules/booking`.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { appointments, professionals, programs } from '../../db/schema/index.ts';

export type ProgramPage = { id: number; name: string; summary: string; lastChecked: string };

/** Only published programs have a page (and a line in the sitemap): drafts and paused ones are 404. */
const published = eq(programs.status, 'published');

const columns = { id: programs.id, name: programs.name, summary: programs.summary, lastChecked: programs.lastChecked };

export function pagesRepository(db: Database) {
  return {
    programs: (): Promise<ProgramPage[]> =>
      db.select(columns).from(programs).where(published).orderBy(asc(programs.id)),

    async program(id: number): Promise<ProgramPage | undefined> {
      const [row] = await db
        .select(columns)
        .from(programs)
        .where(and(eq(programs.id, id), published));
      return row;
    },

    async professionalExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: professionals.id }).from(professionals).where(eq(professionals.id, id));
      return row !== undefined;
    },

    async isBuyersCall(id: number, buyerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.buyerId, buyerId)));
      return row !== undefined;
    },
  };
}
