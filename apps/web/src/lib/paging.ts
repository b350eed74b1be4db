/** Pages of a list as the API gives them (`total`, `per_page`), and the page number kept in the address. */

/** The page a `?page=` value asks for: a whole number from 1, anything else is the first page. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages a list has; an empty list still has its one (empty) page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** "11–20 of 25": the positions of a page's items in the whole list, or null when the page is past the end. */
export function pageRange(page: number, perPage: number, total: number): { from: number; to: number } | null {
  const from = (page - 1) * perPage + 1;
  if (total === 0 || from > total) return null;
  return { from, to: Math.min(page * perPage, total) };
}
