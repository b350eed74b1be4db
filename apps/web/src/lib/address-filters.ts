/**
 * A list's filters and page kept in the address (`?state=TX&page=2`), so that a search can be
 * bookmarked, shared and returned to with the back button.
 *
 * React Router's `setSearchParams` builds on the search of the last committed render, and a navigation
 * is rendered only once it is done (in a transition). Two quick changes (a From date, then a To date)
 * would each build on the same rendered address, and the second would put back the first one's old
 * value. So a change is a delta, built on the last search asked for while that navigation is on its way.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromSearch } from './paging';

/** The searches asked for and not rendered yet: the address the burst started from, and each one asked since. */
type Asked = { from: string; searches: string[] };

/**
 * The address's search, its filters and page, and how to change some of the filters (back to the first
 * page), clear them, or turn the page.
 */
export function useAddressFilters<Filters>(
  filtersOf: (search: URLSearchParams) => Filters,
  searchFor: (filters: Filters) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const rendered = searchParams.toString();
  const asked = useRef<Asked | null>(null);

  // Settled: forget the burst, or a later back to where it started would pass for a change on its way.
  useEffect(() => {
    if (asked.current?.searches.at(-1) === rendered) asked.current = null;
  }, [rendered]);

  // Builds on the last search asked while it is on its way (the rendered address is still where the
  // burst started, or one of the searches asked), else on the address rendered: settled, or moved
  // elsewhere by the back button or a link.
  const ask = useCallback(
    (build: (latest: URLSearchParams) => URLSearchParams, replace: boolean) => {
      const burst = asked.current;
      const last = burst?.searches.at(-1);
      const onItsWay =
        burst !== null &&
        last !== undefined &&
        last !== rendered &&
        (burst.from === rendered || burst.searches.includes(rendered));
      const next = build(new URLSearchParams(onItsWay ? last : rendered));
      asked.current = onItsWay
        ? { from: burst.from, searches: [...burst.searches, next.toString()] }
        : { from: rendered, searches: [next.toString()] };
      setSearchParams(next, { replace });
    },
    [rendered, setSearchParams],
  );

  // A change of filter replaces the address: the back button leaves the list rather than undoing each choice.
  const changeFilters = useCallback(
    (change: Partial<Filters>) => ask((latest) => searchFor({ ...filtersOf(latest), ...change }), true),
    [ask, filtersOf, searchFor],
  );
  const clearFilters = useCallback(() => ask(() => new URLSearchParams(), true), [ask]);
  const changePage = useCallback(
    (page: number) =>
      ask((latest) => {
        if (page > 1) latest.set('page', String(page));
        else latest.delete('page');
        return latest;
      }, false),
    [ask],
  );
  const filters = useMemo(() => filtersOf(searchParams), [filtersOf, searchParams]);
  const page = useMemo(() => pageFromSearch(searchParams.get('page')), [searchParams]);
  return { searchParams, filters, page, changeFilters, clearFilters, changePage };
}
