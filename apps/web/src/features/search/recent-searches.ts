/**
 * The searches a visitor made last on this browser, newest first, kept in localStorage: offered when
 * the search box opens empty. A browser that keeps nothing (private mode, storage full or refused)
 * simply has none.
 */
const STORAGE_KEY = 'hbw:recent-searches';
export const MAX_RECENT_SEARCHES = 5;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function recentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** Puts a search first, once, whatever its case or spaces; the oldest beyond the five go. */
export function rememberSearch(query: string): string[] {
  const search = query.trim().replace(/\s+/g, ' ');
  if (search === '') return recentSearches();
  const next = [search, ...recentSearches().filter((item) => item.toLowerCase() !== search.toLowerCase())].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused: the search is simply not remembered.
  }
  return next;
}

export function forgetRecentSearches(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
