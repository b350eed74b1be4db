/** The console's filters kept in the address, so that a filtered list can be shared and reloaded. */

/** The value of `name` when it is one of `allowed`, otherwise nothing. */
export function oneOf<T extends string>(searchParams: URLSearchParams, name: string, allowed: readonly T[]) {
  const value = searchParams.get(name);
  return allowed.includes(value as T) ? (value as T) : undefined;
}

export function textParam(searchParams: URLSearchParams, name: string): string | undefined {
  return searchParams.get(name) || undefined;
}

/** A row id: a whole number from 1, anything else is no filter. */
export function idParam(searchParams: URLSearchParams, name: string): number | undefined {
  const id = Number(searchParams.get(name));
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** The address's query for these filters: unset ones left out. */
export function filtersToSearch(query: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}

/** The address's search for a list's filters, for `useAddressFilters` (which keeps the page itself). */
export function searchFor(filters: Record<string, string | number | undefined>): URLSearchParams {
  return new URLSearchParams(filtersToSearch(filters));
}
