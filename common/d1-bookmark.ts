/**
 * D1 session bookmarks (read replication, docs/decisions/0025): every API answer carries one in
 * `x-d1-bookmark`; the SPA and the admin send back the newest they saw, so their next reads come
 * from a replica at least that recent (a visitor or staff member sees their own writes).
 */

/** Request and response header of the bookmark (the name Cloudflare's examples use). */
export const BOOKMARK_HEADER = "x-d1-bookmark";

/**
 * D1's bookmark shape: four hex groups (8-8-8-32). Anything else from a client is ignored, never
 * passed to D1: a session keeps the larger of its start and what it read, so a junk value would
 * otherwise be echoed back for good, and the hosted D1 rejects it (a 500 instead of a read).
 */
const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** The value when it is a bookmark, else undefined. */
export function clientBookmark(header: string | null | undefined): string | undefined {
  const value = header?.trim().toLowerCase();
  return value && BOOKMARK_SHAPE.test(value) ? value : undefined;
}

/** The more recent of two bookmarks: D1 bookmarks sort lexicographically, oldest first. */
export function newerBookmark(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** Where a client keeps its newest bookmark between page loads (the tab's sessionStorage). */
export interface BookmarkStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const STORE_KEY = "d1Bookmark";

/**
 * A client's newest bookmark: `current()` for the next request's header, `see(answer header)` after
 * each answer. Kept in memory, and in `store()` when there is one (it may be absent or refuse).
 */
export function bookmarkKeeper(store: () => BookmarkStore | undefined) {
  let newest: string | undefined;
  let loaded = false;
  const current = (): string | undefined => {
    if (!loaded) {
      loaded = true;
      try {
        newest = newerBookmark(newest, clientBookmark(store()?.getItem(STORE_KEY)));
      } catch {
        /* no storage: memory only */
      }
    }
    return newest;
  };
  const see = (header: string | null): void => {
    const next = newerBookmark(current(), clientBookmark(header));
    if (next === newest || !next) return;
    newest = next;
    try {
      store()?.setItem(STORE_KEY, next);
    } catch {
      /* storage full or refused: memory keeps it */
    }
  };
  return { current, see };
}
