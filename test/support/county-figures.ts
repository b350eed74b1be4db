/**
 * A county's figures as a wallet reads them once the app has started (what the start-up seed loads:
 * HUD's FY2026 limits and medians of every county, and the agencies' published tables), and the
 * income limits the engine then works out for a buyer. The engine's tables of cases and its
 * benchmark judge households with them without a database, on the figures a buyer gets.
 */
import type { QuestionnaireAnswers } from '@hbw/contract';
import { type CountyFigures, publishedCountyFigures } from '../../apps/api/src/modules/income-limits/index.ts';
import type { EngineProgram, IncomeLimits } from '../../apps/api/src/modules/wizard/eligibility.ts';
import { countyLimitsByProgram } from '../../apps/api/src/modules/wizard/income-limit.ts';

const byCounty = await publishedCountyFigures();

/** Everything a wallet reads of a county: HUD's figures and every agency table that lists it. */
export function countyFigures(fips: string): CountyFigures {
  return byCounty.get(fips) ?? { limits: [], median: null };
}

/** The limits of the buyer's county and household size that decide the programs' income rules. */
export function countyLimitsOf(
  programs: readonly EngineProgram[],
  answers: Pick<QuestionnaireAnswers, 'county' | 'household_size'>,
): IncomeLimits {
  const county = answers.county ?? null;
  return countyLimitsByProgram(
    programs,
    { countyFips: county, householdSize: answers.household_size },
    county ? countyFigures(county) : { limits: [], median: null },
  );
}
