/** Programs (chips) with their administrators, searched and paged. */
import {
  bestSource,
  type CatalogueStats,
  type CountyPlaces,
  countyByFips,
  type EligibilityRule,
  type ProgramDetail,
  type ProgramListQuery,
  type ProgramSource,
  type ProgramStatus,
  type ProgramSummary,
  type SourceConcern,
  sourceConcerns,
  type UsStateCode,
} from '@hbw/contract';
import { and, asc, eq, gte, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { administrators, professionalPrograms, programs } from '../../db/schema/index.ts';
import { catalogueCoverage } from './coverage.ts';
import { offeredIn, reachesCity, reachesCounty } from './reach.ts';

type ProgramRow = typeof programs.$inferSelect;
type AdministratorRow = typeof administrators.$inferSelect;

/** What buyers may see: published programs only (decision 028); every reader for buyers adds it. */
const published = eq(programs.status, 'published');

const professionalCount = sql<number>`(select count(*)::int from ${professionalPrograms} where ${professionalPrograms.programId} = ${programs.id})`;

function sourceInBrief(sources: ProgramSource[]): ProgramSummary['source'] {
  const best = bestSource(sources);
  return best ? { kind: best.kind, name: best.name, date: best.date } : null;
}

function toSummary(program: ProgramRow, administrator: AdministratorRow, professionals: number): ProgramSummary {
  const occupationRule = program.eligibility.find((rule) => rule.kind === 'occupations');
  const statesRule = program.eligibility.find((rule) => rule.kind === 'states');
  return {
    id: program.id,
    slug: program.slug,
    name: program.name,
    administrator: {
      id: administrator.id,
      name: administrator.name,
      short_name: administrator.shortName,
      state: administrator.state,
      website: administrator.website,
    },
    state: program.state,
    states: program.state ? [program.state as UsStateCode] : statesRule?.kind === 'states' ? statesRule.states : null,
    type: program.type,
    summary: program.summary,
    amount_summary: program.amountSummary,
    max_amount: program.maxAmount,
    funding_status: program.fundingStatus,
    status: program.status,
    first_time_buyer_required: program.eligibility.some((rule) => rule.kind === 'first_time_buyer'),
    occupations: occupationRule?.kind === 'occupations' ? occupationRule.occupations : [],
    source_url: program.sourceUrl,
    last_checked: program.lastChecked,
    source: sourceInBrief(program.sources),
    professional_count: professionals,
  };
}

/**
 * The cities named in an area rule's places within a county (a city's program, or the cities a
 * county's program leaves out), as the questionnaire lists them.
 */
export function citiesIn(rules: readonly EligibilityRule[], fips: string): string[] {
  return rules.flatMap((rule) =>
    rule.kind === 'area' && rule.places
      ? rule.places.flatMap((place) =>
          place.county !== fips ? [] : place.city ? [place.city] : (place.exceptCities ?? []),
        )
      : [],
  );
}

/** The catalogue as listed: a page of programs filtered and sorted, how many match, and their summaries. */
function catalogueListing(db: Database) {
  return {
    /**
     * A page of the programs the query's filters keep. `found`, when the query searches, is what the
     * site search found for its words, best first (`app.siteSearch.programIds`): the list keeps its
     * programs, in its order. `checkedBefore` (`yyyy-MM-dd`), for console staff: only programs whose
     * sources were last checked before that day; `within`, only these programs (those whose sources
     * are weak or old, `sourceConcerns`). Buyers see published programs only; console staff
     * ask for `status` (one, or `every`), and since the site search indexes published programs only,
     * their words also find an unpublished program by its name.
     */
    async list(
      query: ProgramListQuery,
      {
        found,
        checkedBefore,
        within,
        status = 'published',
      }: {
        found?: readonly number[];
        checkedBefore?: string;
        within?: readonly number[] | undefined;
        status?: ProgramStatus | 'every';
      } = {},
    ): Promise<{ rows: ProgramSummary[]; total: number }> {
      const unpublishedNamed =
        status !== 'published' && query.search
          ? and(ne(programs.status, 'published'), ilike(programs.name, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`))
          : undefined;
      if ((found?.length === 0 && !unpublishedNamed) || within?.length === 0) return { rows: [], total: 0 };
      const conditions: (SQL | undefined)[] = [];
      if (status !== 'every') conditions.push(eq(programs.status, status));
      if (found) conditions.push(or(found.length ? inArray(programs.id, [...found]) : undefined, unpublishedNamed));
      if (checkedBefore) conditions.push(lt(programs.lastChecked, checkedBefore));
      if (within) conditions.push(inArray(programs.id, [...within]));
      if (query.state) conditions.push(offeredIn(query.state));
      if (query.county) conditions.push(reachesCounty(query.county));
      if (query.county && query.city) conditions.push(reachesCity(query.county, query.city));
      if (query.type) conditions.push(eq(programs.type, query.type));
      if (query.funding_status) conditions.push(eq(programs.fundingStatus, query.funding_status));
      const firstTimeRule = sql`${programs.eligibility} @> '[{"kind":"first_time_buyer"}]'::jsonb`;
      if (query.first_time_buyer === 'required') conditions.push(firstTimeRule);
      if (query.first_time_buyer === 'not_required') conditions.push(sql`not (${firstTimeRule})`);
      if (query.occupation) {
        conditions.push(
          sql`${programs.eligibility} @> ${JSON.stringify([{ kind: 'occupations', occupations: [query.occupation] }])}::jsonb`,
        );
      }
      if (query.min_amount !== undefined) {
        conditions.push(or(isNull(programs.maxAmount), gte(programs.maxAmount, query.min_amount)));
      }
      const where = and(...conditions);
      const rows = await db
        .select({
          program: programs,
          administrator: administrators,
          professionals: professionalCount,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(programs)
        .innerJoin(administrators, eq(administrators.id, programs.administratorId))
        .where(where)
        .orderBy(
          ...(found
            ? [
                sql`array_position(array[${sql.join(
                  found.map((id) => sql`${id}`),
                  sql`, `,
                )}]::int[], ${programs.id})`,
              ]
            : [asc(programs.state), asc(programs.name)]),
        )
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      const total = rows[0]?.total ?? (query.page > 1 ? await this.count(where) : 0);
      return { rows: rows.map((row) => toSummary(row.program, row.administrator, row.professionals)), total };
    },

    async count(where: SQL | undefined): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(programs)
        .innerJoin(administrators, eq(administrators.id, programs.administratorId))
        .where(where);
      return row?.total ?? 0;
    },

    /** The summaries of these programs that buyers may see, in one query, in the order of the ids. */
    async summaries(ids: number[]): Promise<ProgramSummary[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ program: programs, administrator: administrators, professionals: professionalCount })
        .from(programs)
        .innerJoin(administrators, eq(administrators.id, programs.administratorId))
        .where(and(inArray(programs.id, ids), published));
      const byId = new Map(
        rows.map((row) => [row.program.id, toSummary(row.program, row.administrator, row.professionals)]),
      );
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

/**
 * One program and the catalogue as a whole: a program's page, its sources' concerns, the catalogue's
 * figures, a booking's program, and the records the search indexes.
 */
function programRecords(db: Database) {
  return {
    async find(id: number): Promise<ProgramDetail | undefined> {
      const [row] = await db
        .select({ program: programs, administrator: administrators, professionals: professionalCount })
        .from(programs)
        .innerJoin(administrators, eq(administrators.id, programs.administratorId))
        .where(and(eq(programs.id, id), published));
      if (!row) return undefined;
      const exclusive = row.program.notCombinableWith.length
        ? await db
            .select({ id: programs.id, name: programs.name })
            .from(programs)
            .where(and(inArray(programs.slug, row.program.notCombinableWith), published))
        : [];
      return {
        ...toSummary(row.program, row.administrator, row.professionals),
        description: row.program.description,
        benefit: row.program.benefit,
        eligibility: row.program.eligibility,
        not_combinable_with: exclusive,
        first_mortgage: row.program.firstMortgage,
        stacking: row.program.stacking,
        confidence: row.program.confidence as ProgramDetail['confidence'],
        to_confirm: row.program.toConfirm,
        sources: row.program.sources,
      };
    },

    /**
     * What is weak or old in the sources of every program, of any status, on `today` (`yyyy-MM-dd`),
     * by program id; programs with nothing to say are left out. The rule is the contract's
     * `sourceConcerns`, the same the tests hold; the catalogue is small enough to judge whole.
     */
    async sourceConcerns(today: string): Promise<Map<number, SourceConcern[]>> {
      const rows = await db
        .select({ id: programs.id, confidence: programs.confidence, sources: programs.sources })
        .from(programs);
      return new Map(
        rows.flatMap((row) => {
          const concerns = sourceConcerns(row, today);
          return concerns.length ? [[row.id, concerns] as const] : [];
        }),
      );
    },

    /**
     * The cities of a county with published programs of their own (decision 053): what the
     * questionnaire's city question lists, and the answers the server takes.
     */
    async placesOf(fips: string): Promise<CountyPlaces> {
      const county = countyByFips(fips);
      const rows = county
        ? await db
            .select({ eligibility: programs.eligibility })
            .from(programs)
            .where(
              and(
                published,
                sql`${programs.eligibility} @> ${JSON.stringify([{ kind: 'area', places: [{ county: fips }] }])}::jsonb`,
              ),
            )
        : [];
      const cities = new Set(rows.flatMap((row) => citiesIn(row.eligibility, fips)));
      return {
        county: fips,
        county_label: county?.label ?? fips,
        cities: [...cities].sort((a, b) => a.localeCompare(b, 'en')),
      };
    },

    /** How many programs the catalogue holds, and in how many states (and whether DC) they are offered. */
    async stats(): Promise<CatalogueStats> {
      const [row] = await db
        .select({
          programs: sql<number>`count(*)::int`,
          states: sql<number>`count(distinct ${programs.state}) filter (where ${programs.state} not in ('DC', 'PR'))::int`,
          districtOfColumbia: sql<boolean>`bool_or(${programs.state} = 'DC')`,
          puertoRico: sql<boolean>`bool_or(${programs.state} = 'PR')`,
          national: sql<number>`count(*) filter (where ${programs.state} is null)::int`,
          providers: sql<number>`count(distinct ${programs.administratorId})::int`,
        })
        .from(programs)
        .where(published);
      // A city's or county's own programs name it in their area rule (`local`), as the wallet's note reads them.
      const [local] = await db
        .select({ places: sql<number>`count(distinct (${programs.state}, rule->>'place'))::int` })
        .from(sql`${programs} cross join lateral jsonb_array_elements(${programs.eligibility}) as rule`)
        .where(and(published, sql`rule->>'kind' = 'area' and rule->>'local' = 'true'`));
      return {
        programs: row?.programs ?? 0,
        states: row?.states ?? 0,
        district_of_columbia: row?.districtOfColumbia ?? false,
        puerto_rico: row?.puertoRico ?? false,
        providers: row?.providers ?? 0,
        places: local?.places ?? 0,
        national_programs: row?.national ?? 0,
      };
    },

    /** The published program with its administrator's contact, for booking, favourites and expert requests. */
    async findForBooking(id: number) {
      const [row] = await db
        .select({
          id: programs.id,
          name: programs.name,
          administratorName: administrators.name,
          contactEmail: administrators.contactEmail,
        })
        .from(programs)
        .innerJoin(administrators, eq(administrators.id, programs.administratorId))
        .where(and(eq(programs.id, id), published));
      return row;
    },

    /** Every published program's words, with its agency's names: what the site search indexes. */
    searchable() {
      return db
        .select({
          id: programs.id,
          name: programs.name,
          state: programs.state,
          type: programs.type,
          summary: programs.summary,
          eligibility: programs.eligibility,
          fundingStatus: programs.fundingStatus,
          lastChecked: programs.lastChecked,
          agencyName: administrators.name,
          agencyShortName: administrators.shortName,
        })
        .from(programs)
        .innerJoin(administrators, eq(administrators.id, programs.administratorId))
        .where(published);
    },
  };
}

export function programsRepository(db: Database) {
  return {
    ...catalogueListing(db),
    ...programRecords(db),
    ...catalogueCoverage(db),
  };
}

/** What other modules read of the catalogue (`app.programs`). */
export type ProgramsCatalogue = ReturnType<typeof programsRepository>;
