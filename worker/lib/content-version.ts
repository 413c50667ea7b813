/**
 * The content version as this isolate last read it. It is re-read from D1 at most every
 * VERSION_CHECK_MS, so a publish shows within that time (the contract allows 30 s) and a cached read
 * costs no D1 query in between. Each request that finds it stale reads it itself: a promise shared
 * across requests must not carry one request's I/O into another in Workers.
 *
 * It is read at the primary, in a session whose bookmark is kept beside it: a read that misses the
 * cache continues from that bookmark, so a replica never fills version N's entry with older rows
 * (docs/decisions/0025).
 */
import { readContentVersion } from "../db/content-version.ts";

export const VERSION_CHECK_MS = 5_000;

export interface KnownVersion {
  version: number;
  /** The primary's bookmark when the version was read (undefined where D1 gives none). */
  bookmark: string | undefined;
  readAt: number;
}

let known: KnownVersion | undefined;
/** Bumped by forgetContentVersion: a read that started before a purge is not taken as the version. */
let generation = 0;

/** The version (and its bookmark) if it was read less than VERSION_CHECK_MS before `now`; no I/O. */
export function freshContentVersion(now: number): KnownVersion | undefined {
  return known && now - known.readAt < VERSION_CHECK_MS ? known : undefined;
}

/** The content version and its bookmark, from memory when read less than VERSION_CHECK_MS before `now`. */
export async function contentVersionAt(db: D1Database, now: number): Promise<KnownVersion> {
  const fresh = freshContentVersion(now);
  if (fresh) return fresh;
  const session = db.withSession("first-primary");
  const started = generation;
  const read: KnownVersion = { version: await readContentVersion(session), bookmark: session.getBookmark() ?? undefined, readAt: now };
  if (started === generation && (!known || now >= known.readAt)) known = read;
  return read;
}

/** The content version, from memory when it was read less than VERSION_CHECK_MS before `now`. */
export async function contentVersion(db: D1Database, now: number): Promise<number> {
  return (await contentVersionAt(db, now)).version;
}

/** Forgets the known version, so this isolate's next read asks D1 (after a write it made itself). */
export function forgetContentVersion(): void {
  known = undefined;
  generation += 1;
}
