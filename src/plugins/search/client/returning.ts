/**
 * Whether the reader in this browser searches this site: a search answered here in the last
 * RETURNING_SEARCHER_DAYS days. Such a reader's pages start the search once idle (see the SearchBar), as
 * `preload: 'idle'` does for every reader: the index is usually still in their HTTP cache (it is served as
 * immutable), so the start costs the worker's build, not a download. A reader who has never searched here
 * downloads nothing until they reach for search. Part of every page's script, so it stays small.
 */

/**
 * Long enough for a reader who comes back to the docs while working on a project, short enough that one search
 * long ago does not cost each later visit the engine's build.
 */
export const RETURNING_SEARCHER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The local-storage key holding when a search was last answered (ms since the epoch). */
export const LAST_SEARCH_KEY = 'rapidpipeline-docs:last-search';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's local storage, or undefined where there is none or reading it throws (storage blocked). */
function pageStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

let noted = false;

/** Notes that a search was answered; once per page load, which is often enough for a window of days. */
export function noteSearch(storage: StorageLike | undefined = pageStorage(), now = Date.now()): void {
  if (noted) return;
  try {
    storage?.setItem(LAST_SEARCH_KEY, String(now));
    noted = true;
  } catch {
    // Storage full or blocked: the reader's next visit starts the search on intent, as a first visit does.
  }
}

/** Whether a search was answered in this browser in the last RETURNING_SEARCHER_DAYS days. */
export function searchedLately(storage: StorageLike | undefined = pageStorage(), now = Date.now()): boolean {
  let last: number;
  try {
    last = Number(storage?.getItem(LAST_SEARCH_KEY) ?? NaN);
  } catch {
    return false;
  }
  return Number.isFinite(last) && last > 0 && now - last < RETURNING_SEARCHER_DAYS * DAY_MS;
}

/** For tests: forgets that this page load already noted a search. */
export function resetNoted(): void {
  noted = false;
}
