/**
 * D1 session bookmarks (read replication, docs/decisions/0025): the client sends back the newest
 * one it saw in `x-d1-bookmark`, so its next reads come from a replica at least that recent.
 */

/** Request and response header of the bookmark (the name Cloudflare's examples use). */
export const BOOKMARK_HEADER = "x-d1-bookmark";

/**
 * D1's bookmark shape: four hex groups (8-8-8-32). Anything else from a client is ignored, never
 * passed to D1: a session keeps the larger of its start and what it read, so a junk value would
 * otherwise be echoed back for good, and the hosted D1 rejects it (a 500 instead of a read).
 */
const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** The client's bookmark when it is one, else undefined. */
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
