/**
 * The catalogue by state (decision 056): what a state's page says we list there, its programs by
 * whose they are, and the map of how many programs reach each of its counties.
 */
import {
  type CoveredProgram,
  countiesOf,
  coverageSentence,
  type StateCoverage,
  stateNameOf,
  type UsStateCode,
} from '@hbw/contract';
import { countyShapes } from '@hbw/contract/county-shapes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { administrators, programs } from '../../db/schema/index.ts';
import { leavesOutCounty, offeredIn } from './reach.ts';

const published = eq(programs.status, 'published');

export function catalogueCoverage(db: Database) {
  return {
    /**
     * What the catalogue covers in a state (decision 056): every published program offered there,
     * whose it is, and how many programs that are not closed reach each of its counties, counted by
     * the same rule as `GET programs?county=`, in one query over the state's counties.
     */
    async coverageOf(state: UsStateCode): Promise<StateCoverage> {
      const rows = await db
        .select({
          id: programs.id,
          name: programs.name,
          state: programs.state,
          eligibility: programs.eligibility,
          amountSummary: programs.amountSummary,
          fundingStatus: programs.fundingStatus,
          administrator: administrators.name,
        })
        .from(programs)
        .innerJoin(administrators, eq(administrators.id, programs.administratorId))
        .where(and(published, offeredIn(state)))
        .orderBy(asc(programs.name));
      const covered = rows.map((row): CoveredProgram => {
        const local = row.eligibility.find((rule) => rule.kind === 'area' && rule.local);
        const reach =
          row.state !== null
            ? local
              ? 'local'
              : 'statewide'
            : row.eligibility.some((rule) => rule.kind === 'states')
              ? 'several_states'
              : 'every_state';
        return {
          id: row.id,
          name: row.name,
          administrator: row.administrator,
          amount_summary: row.amountSummary,
          funding_status: row.fundingStatus,
          reach,
          place: local?.kind === 'area' ? local.place : null,
        };
      });
      const counties = countiesOf(state);
      // The counties as two lists of one parameter each (codes, and names as the rules compare them):
      // a county's name never holds "|" (the county list's generator refuses one).
      const { rows: counts } = await db.execute<{ fips: string; programs: number }>(sql`
      select county.fips, count(${programs.id})::int as programs
      from unnest(
        string_to_array(${counties.map((county) => county.fips).join('|')}, '|'),
        string_to_array(${counties.map((county) => county.name.toLowerCase()).join('|')}, '|')
      ) as county(fips, name)
      left join ${programs} on ${published} and ${programs.fundingStatus} <> 'closed' and (${offeredIn(state)})
        and not ${leavesOutCounty(sql`county.fips`, sql`county.name`)}
      group by county.fips`);
      const countOf = new Map(counts.map((row) => [row.fips, row.programs]));
      const shapes = countyShapes[state];
      return {
        state,
        state_name: stateNameOf(state),
        sentence: coverageSentence(state, covered),
        programs: covered,
        counties: counties.map((county) => ({
          fips: county.fips,
          label: county.label,
          programs: countOf.get(county.fips) ?? 0,
          path: shapes.counties[county.fips] ?? null,
        })),
        map: { width: shapes.width, height: shapes.height, outline: shapes.outline },
      };
    },
  };
}
