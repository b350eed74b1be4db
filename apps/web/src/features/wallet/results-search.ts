/**
 * The wizard results' filters and sort as the address keeps them (`?status=likely&sort=amount&page=2`),
 * so that a filtered list can be bookmarked, shared and returned to with the back button.
 */
import { eligibilityStatuses, programTypes, type resultSorts } from '@hbw/contract';
import { pageFromSearch } from '@/lib/paging';
import type { ResultsQueryInput } from './api/get-results';

export type ResultsFilters = {
  status: (typeof eligibilityStatuses)[number] | '';
  type: (typeof programTypes)[number] | '';
  search: string;
  sort: (typeof resultSorts)[number];
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/** The filters an address asks for; anything unknown is ignored rather than an error. */
export function filtersFromSearch(search: URLSearchParams): ResultsFilters {
  return {
    status: oneOf(eligibilityStatuses, search.get('status')),
    type: oneOf(programTypes, search.get('type')),
    search: (search.get('search') ?? '').slice(0, 100),
    sort: search.get('sort') === 'amount' ? 'amount' : 'status',
  };
}

/** The call for the address: a page of it, or all of it on one page. */
export function resultsQueryFromSearch(search: URLSearchParams, all: boolean): ResultsQueryInput {
  const filters = filtersFromSearch(search);
  return {
    ...(all ? { all: '1' } : { page: pageFromSearch(search.get('page')) }),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    sort: filters.sort,
  };
}

/** The address for changed filters; a change of filter goes back to the first page. */
export function searchWithFilters(filters: ResultsFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.type) search.set('type', filters.type);
  if (filters.search.trim()) search.set('search', filters.search.trim());
  if (filters.sort !== 'status') search.set('sort', filters.sort);
  return search;
}
