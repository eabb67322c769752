/** localStorage key of the reader's recent queries. */
export const RECENT_SEARCHES_KEY = 'xdocs-recent-searches';
/** How many recent queries are kept. */
export const RECENT_SEARCHES_LIMIT = 5;

/** The reader's recent queries, newest first; none when storage is unavailable or holds something else. */
export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts a query first in the recent list (once) and returns the new list. */
export function rememberSearch(query: string): string[] {
  const trimmed = query.trim();
  const next = [trimmed, ...readRecentSearches().filter((item) => item !== trimmed)].slice(0, RECENT_SEARCHES_LIMIT);
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the list just is not kept.
  }
  return next;
}

/** Forgets every recent query. */
export function clearRecentSearches(): void {
  try {
    window.localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
