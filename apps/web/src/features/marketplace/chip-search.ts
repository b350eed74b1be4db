/**
 * The marketplace's filters as the address keeps them (`?state=TX&type=grant&page=2`), turned into
 * the catalogue's query, so that a search can be bookmarked, shared and returned to.
 */
import { occupations, programTypes } from '@hbw/contract/program-terms';
import { stateFipsCodes, usStateCodes } from '@hbw/contract/us-states';
import { pageFromSearch } from '@/lib/paging';

export const CHIPS_PER_PAGE = 12;

/** The "gives at least" choices, in dollars: a few round steps read better than a free amount. */
export const minimumAmounts = ['1000', '5000', '10000', '25000', '50000'] as const;

export type ChipFilters = {
  search: string;
  state: (typeof usStateCodes)[number] | '';
  /** A county of the state, by its 5-digit FIPS code (decision 056). */
  county: string;
  /** A city of the county with programs of its own, or `elsewhere` in it. */
  city: string;
  type: (typeof programTypes)[number] | '';
  first_time_buyer: 'required' | 'not_required' | '';
  occupation: (typeof occupations)[number] | '';
  min_amount: (typeof minimumAmounts)[number] | '';
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/** The filters an address asks for; anything unknown is ignored rather than an error. */
export function chipFiltersFromSearch(search: URLSearchParams): ChipFilters {
  const state = oneOf(usStateCodes, search.get('state')?.toUpperCase() ?? null);
  // A county only within the state asked for, and a city only within a county: the rest is ignored.
  const askedCounty = search.get('county') ?? '';
  const county =
    state && /^\d{5}$/.test(askedCounty) && askedCounty.startsWith(stateFipsCodes[state]) ? askedCounty : '';
  return {
    search: (search.get('search') ?? '').slice(0, 100),
    state,
    county,
    city: county ? (search.get('city') ?? '').trim().slice(0, 80) : '',
    type: oneOf(programTypes, search.get('type')),
    first_time_buyer: oneOf(['required', 'not_required'] as const, search.get('first_time_buyer')),
    occupation: oneOf(occupations, search.get('occupation')),
    min_amount: oneOf(minimumAmounts, search.get('min_amount')),
  };
}

/** The catalogue's query for an address: its filters, set ones only, and its page. */
export function chipQueryFromSearch(search: URLSearchParams) {
  const filters = chipFiltersFromSearch(search);
  const set = Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value.trim() !== '')
      .map(([key, value]) => [key, value.trim()]),
  );
  return { ...set, page: pageFromSearch(search.get('page')), per_page: CHIPS_PER_PAGE };
}

/** The address for changed filters; a change of filter goes back to the first page. */
export function searchWithChipFilters(filters: ChipFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value.trim() !== '') search.set(key, value.trim());
  }
  return search;
}
