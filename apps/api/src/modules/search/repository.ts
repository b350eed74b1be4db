/**
 * What the search index reads of the program catalogue: each program's name, state, type, summary
 * and rules, with its agency's names. Read-only; the catalogue itself is `modules/programs`.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { administrators, programs } from '../../db/schema/index.ts';
import type { SearchableProgram } from './documents.ts';

export function searchRepository(db: Database) {
  return {
    programs: (): Promise<SearchableProgram[]> =>
      db
        .select({
          id: programs.id,
          name: programs.name,
          state: programs.state,
          type: programs.type,
          summary: programs.summary,
          eligibility: programs.eligibility,
          agencyName: administrators.name,
          agencyShortName: administrators.shortName,
        })
        .from(programs)
        .innerJoin(administrators, eq(administrators.id, programs.administratorId)),
  };
}
