/**
 * Where a program reaches, as SQL conditions on the programs table: offered in a state, leaving out a
 * county, reaching a home in a county. One definition for the list's filters and the state pages.
 */
import { countyByFips } from '@hbw/contract';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { programs } from '../../db/schema/index.ts';

/**
 * The programs offered in a state: its own, and those of the national file that name no states or
 * name it (a Federal Home Loan Bank's grant covers each state its bank serves, and only those).
 */
export function offeredIn(state: string): SQL | undefined {
  const statesRule = sql`${programs.eligibility} @> '[{"kind":"states"}]'::jsonb`;
  const namesState = sql`${programs.eligibility} @> ${JSON.stringify([{ kind: 'states', states: [state] }])}::jsonb`;
  return or(eq(programs.state, state), and(isNull(programs.state), or(sql`not (${statesRule})`, namesState)));
}

/**
 * Whether a program's area leaves out a county, given as SQL: its 5-digit code and its name in
 * lowercase without its kind ("travis"), by the area's listed places (decision 053) or by the
 * counties it names as people write them ("Travis", "Mat-Su"), compared as the engine compares them.
 */
export function leavesOutCounty(fips: SQL, name: SQL): SQL {
  const named = (list: SQL) =>
    sql`exists (select 1 from jsonb_array_elements_text(${list}) as named(county) where regexp_replace(lower(trim(named.county)), '\\s+(county|parish|borough)$', '') = ${name})`;
  return sql`exists (select 1 from jsonb_array_elements(${programs.eligibility}) as rule(area) where rule.area->>'kind' = 'area' and (
    (rule.area ? 'places' and not rule.area->'places' @> jsonb_build_array(jsonb_build_object('county', ${fips})))
    or (not rule.area ? 'places' and rule.area ? 'counties' and not ${named(sql`rule.area->'counties'`)})
    or (rule.area ? 'exceptCounties' and ${named(sql`rule.area->'exceptCounties'`)})))`;
}

/**
 * Programs that reach a home in a county (its 5-digit FIPS code): the county's state's and national
 * ones, less those whose area leaves the county out.
 */
export function reachesCounty(fips: string): SQL {
  const county = countyByFips(fips);
  if (!county) return sql`false`;
  return sql`(${offeredIn(county.state)}) and not ${leavesOutCounty(sql`${fips}::text`, sql`${county.name.toLowerCase()}`)}`;
}

/**
 * Programs that reach a home in a city of a county, or `elsewhere` in it (decision 053): those whose
 * area lists no places, or lists the county whole less other cities than this one, or this city of it.
 */
export function reachesCity(fips: string, city: string): SQL {
  return sql`not exists (select 1 from jsonb_array_elements(${programs.eligibility}) as rule(area) where rule.area->>'kind' = 'area' and rule.area ? 'places'
    and not exists (select 1 from jsonb_array_elements(rule.area->'places') as listed(place) where listed.place->>'county' = ${fips}::text
      and ((not listed.place ? 'city' and not coalesce(listed.place->'exceptCities' ? ${city}::text, false)) or listed.place->>'city' = ${city}::text)))`;
}
