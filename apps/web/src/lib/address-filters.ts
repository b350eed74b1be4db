/**
 * A list's filters and page kept in the address (`?state=TX&page=2`), so that a search can be
 * bookmarked, shared and returned to with the back button.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The address's search, and how to change its filters (back to the first page), clear them, or turn the page. */
export function useAddressFilters<Filters>(searchFor: (filters: Filters) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();

  // A change of filter replaces the address: the back button leaves the list rather than undoing each choice.
  const changeFilters = useCallback(
    (next: Filters) => setSearchParams(searchFor(next), { replace: true }),
    [setSearchParams, searchFor],
  );
  const clearFilters = useCallback(() => setSearchParams(new URLSearchParams(), { replace: true }), [setSearchParams]);
  const changePage = useCallback(
    (page: number) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(page));
        return next;
      }),
    [setSearchParams],
  );
  return { searchParams, changeFilters, clearFilters, changePage };
}
