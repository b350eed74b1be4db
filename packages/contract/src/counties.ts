/**
 * The counties a buyer can choose, by state, with their 5-digit FIPS codes: the key of income
 * limits (HUD publishes them by county). The list itself is generated (`county-lists.ts`); this
 * module reads it, names counties as the Census does, checks a county answer against its state,
 * and maps a typed name to its code for answers saved before the county became a choice.
 * The web loads it only where the county is chosen (`@hbw/contract/counties`): the list is a file of
 * its own, whose size decision 018 gives.
 */
import { countyLists } from './county-lists.ts';
import type { QuestionnaireDraft } from './questionnaire.ts';
import { countyOutsideState } from './questionnaire-terms.ts';
import { type UsStateCode, usStateCodes } from './us-states.ts';

export type County = {
  /** 5 digits: the state's 2 and the county's 3. */
  fips: string;
  /** As the Census writes it without its kind: "Travis", "Orleans", "Alexandria". */
  name: string;
  /** As a buyer reads it: "Travis County", "Orleans Parish", "Alexandria city", "Capitol Planning Region". */
  label: string;
};

/** Where the Census gives a county-equivalent that is a city rather than a county. */
function isIndependentCity(fips: string): boolean {
  const code = Number(fips.slice(2));
  const state = fips.slice(0, 2);
  return (state === '51' && code >= 510) || fips === '24510' || fips === '29510' || fips === '32510';
}

function labelOf(state: UsStateCode, fips: string, name: string): string {
  if (state === 'DC' || state === 'AK' || state === 'PR') return name;
  if (state === 'LA') return `${name} Parish`;
  if (state === 'CT') return `${name} Planning Region`;
  if (isIndependentCity(fips)) return name.endsWith(' City') ? name : `${name} city`;
  return `${name} County`;
}

const decoded = new Map<UsStateCode, County[]>();

/** A state's counties, by name (then by code: Fairfax County before Fairfax city). */
export function countiesOf(state: UsStateCode): readonly County[] {
  let counties = decoded.get(state);
  if (!counties) {
    const [stateFips, list] = countyLists[state];
    counties = list
      .split('|')
      .map((entry) => {
        const fips = stateFips + entry.slice(0, 3);
        const name = entry.slice(3);
        return { fips, name, label: labelOf(state, fips, name) };
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.fips.localeCompare(b.fips));
    decoded.set(state, counties);
  }
  return counties;
}

export function stateFipsOf(state: UsStateCode): string {
  return countyLists[state][0];
}

/** The county of a code, in the given state. */
export function countyOf(state: UsStateCode, fips: string): County | undefined {
  if (!fips.startsWith(stateFipsOf(state))) return undefined;
  return countiesOf(state).find((county) => county.fips === fips);
}

/** Any state's county of a code: the state is the code's first two digits. */
export function countyByFips(fips: string): (County & { state: UsStateCode }) | undefined {
  for (const [state, [stateFips]] of Object.entries(countyLists) as [UsStateCode, readonly [string, string]][]) {
    if (fips.startsWith(stateFips)) {
      const county = countyOf(state, fips);
      return county && { ...county, state };
    }
  }
  return undefined;
}

/** "St. Mary's county " → "st marys": how buyers wrote a county before it was a choice. */
function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bsaint\b/g, 'st')
    .replace(/[.'’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const kindWords = /\s(county|parish|borough|census area|municipality|city and borough|municipio|planning region)$/;

/**
 * The code of a county written as text ("Travis", "travis county", "Fairfax city"), or undefined
 * when no county of the state has that name. A bare name shared by a county and a city is the county.
 */
export function countyFipsFromName(state: UsStateCode, text: string): string | undefined {
  let wanted = comparable(text);
  const city = wanted.endsWith(' city') && !kindWords.test(wanted);
  wanted = wanted.replace(kindWords, '');
  const matches = countiesOf(state).filter(
    (county) => comparable(county.name) === wanted || comparable(county.name) === wanted.replace(/ city$/, ''),
  );
  const preferred = matches.filter((county) => isIndependentCity(county.fips) === city);
  return (preferred[0] ?? matches[0])?.fips;
}

/** Why the county answered is not one of the state's, or undefined when it is (or either is missing). */
export function countyIssue(answers: QuestionnaireDraft): string | undefined {
  const { state, county } = answers;
  if (!state || !county || !usStateCodes.includes(state) || countyOf(state, county)) return undefined;
  return countyOutsideState(state);
}

/**
 * Answers saved before the county became a choice hold the county as typed ("Travis County"): it
 * becomes the code of the state's county of that name, or no county when none has it, so that such
 * answers still load. A code the state's list no longer has (Connecticut's old counties, replaced by
 * its planning regions) becomes no county too. Other answers are returned as they are.
 */
export function withCountyCode<T extends { state?: unknown; county?: unknown }>(answers: T): T {
  const { state, county } = answers;
  if (typeof county !== 'string' || county.trim() === '') return answers;
  const known = typeof state === 'string' && (usStateCodes as readonly string[]).includes(state);
  if (/^\d{5}$/.test(county.trim())) {
    return !known || countyOf(state as UsStateCode, county.trim()) ? answers : { ...answers, county: null };
  }
  return { ...answers, county: (known && countyFipsFromName(state as UsStateCode, county)) || null };
}
