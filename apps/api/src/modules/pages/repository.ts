/**
 * What the pages' heads and the site map read of the program catalogue: each program's name and
 * summary. Read-only, and only the columns a link preview shows; the catalogue itself is
 * `modules/programs`.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { programs } from '../../db/schema/index.ts';

export type ProgramPage = { id: number; name: string; summary: string; lastChecked: string };

const columns = { id: programs.id, name: programs.name, summary: programs.summary, lastChecked: programs.lastChecked };

export function pagesRepository(db: Database) {
  return {
    programs: (): Promise<ProgramPage[]> => db.select(columns).from(programs).orderBy(asc(programs.id)),

    async program(id: number): Promise<ProgramPage | undefined> {
      const [row] = await db.select(columns).from(programs).where(eq(programs.id, id));
      return row;
    },
  };
}
