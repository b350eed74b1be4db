/**
 * What the catalogue covers in a state (`GET programs/coverage?state=`, decision 056): the programs a
 * home there can get, whose they are, how many reach each county, the shapes to draw the counties
 * with, and the sentence that tells a buyer what we list and what we do not.
 */
import { z } from 'zod';
import { fundingStatuses } from './program-terms.ts';
import { stateNameOf, usStateCodes } from './us-states.ts';

export const stateCoverageQuery = z.object({ state: z.enum(usStateCodes, { error: 'Choose a state.' }) });

/**
 * Whose a program is, as a buyer of the state sees it: the state's (`statewide`), a city's or
 * county's of it (`local`, with its place), a lender's or bank's offered in some states, it among
 * them (`several_states`: a Federal Home Loan Bank's district), or one offered in every state.
 */
export const programReaches = ['statewide', 'local', 'several_states', 'every_state'] as const;
export type ProgramReach = (typeof programReaches)[number];

export const coveredProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  administrator: z.string(),
  amount_summary: z.string(),
  funding_status: z.enum(fundingStatuses),
  reach: z.enum(programReaches),
  /** A local program's place, as its rule names it: "City of Columbus", "Franklin County". */
  place: z.string().nullable(),
});
export type CoveredProgram = z.infer<typeof coveredProgramSchema>;

export const stateCoverageSchema = z.object({
  state: z.enum(usStateCodes),
  state_name: z.string(),
  /** What we list there and what we do not, in one sentence (`coverageSentence`). */
  sentence: z.string(),
  /** Every published program a home in the state can get, closed ones too (they say so), by name. */
  programs: z.array(coveredProgramSchema),
  /**
   * Each county (as the questionnaire lists them) with how many programs reach a home there, closed
   * ones not counted, and its outline on the state's map when the map has one (`path`).
   */
  counties: z.array(
    z.object({ fips: z.string(), label: z.string(), programs: z.number().int(), path: z.string().nullable() }),
  ),
  /** The state's outline and the size of the box its counties are drawn in (SVG units). */
  map: z.object({ width: z.number().int(), height: z.number().int(), outline: z.string() }),
});
export type StateCoverage = z.infer<typeof stateCoverageSchema>;

/**
 * A bank or lender as a sentence names it: an institution named for what it is takes "the" (the
 * Federal Home Loan Bank of New York), a brand does not (U.S. Bank, Bank of America).
 */
const asNamed = (administrator: string) =>
  /^Federal Home Loan Bank\b/.test(administrator) ? `the ${administrator}` : administrator;

const listed = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The sentence of a state's page, from its programs that are not closed: "We list the statewide
 * programs of Ohio, those of the City of Columbus, those U.S. Bank and Fifth Third offer in Ohio and
 * other states, and 9 programs offered in every state; other city and county programs are not in
 * our catalogue yet." A closed program is listed on the page as closed, never counted here.
 */
export function coverageSentence(state: (typeof usStateCodes)[number], programs: readonly CoveredProgram[]): string {
  // The District and Puerto Rico are not states: their programs are their own, not "statewide".
  const name = state === 'DC' ? 'the District of Columbia' : stateNameOf(state);
  const ownPrograms = (count: number) => {
    const noun = count === 1 ? 'program' : 'programs';
    if (state === 'DC') return `the District of Columbia's own ${noun}`;
    if (state === 'PR') return `Puerto Rico's own ${noun}`;
    return `the statewide ${noun} of ${name}`;
  };
  const counted = programs.filter((program) => program.funding_status !== 'closed');
  const ofReach = (reach: ProgramReach) => counted.filter((program) => program.reach === reach);
  const distinct = (items: readonly string[]) => [...new Set(items)];
  const statewide = ofReach('statewide').length;
  const places = distinct(ofReach('local').flatMap((program) => (program.place ? [program.place] : [])));
  const banks = distinct(ofReach('several_states').map((program) => asNamed(program.administrator)));
  const everywhere = ofReach('every_state').length;

  const parts = [
    ...(statewide > 0 ? [ownPrograms(statewide)] : []),
    ...(places.length > 0 ? [`those of ${listed(places)}`] : []),
    ...(banks.length > 0
      ? [`those ${listed(banks)} ${banks.length === 1 ? 'offers' : 'offer'} in ${name} and other states`]
      : []),
    ...(everywhere > 0 ? [`${everywhere} ${everywhere === 1 ? 'program' : 'programs'} offered in every state`] : []),
  ];
  const rest =
    places.length > 0
      ? 'other city and county programs are not in our catalogue yet'
      : 'city and county programs are not in our catalogue yet';
  if (parts.length === 0) return `We list no program open in ${name} yet; ${rest}.`;
  const own = statewide > 0 ? '' : `We list no program of ${name}'s own yet. `;
  // A comma before the last of three or more, since the parts have "and" of their own.
  const all = parts.length > 2 ? `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}` : listed(parts);
  return `${own}We list ${all}; ${rest}.`;
}
