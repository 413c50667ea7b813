/**
 * The content version as this isolate last read it. It is re-read from D1 at most every
 * VERSION_CHECK_MS, so a publish shows within that time (the contract allows 30 s) and a cached read
 * costs no D1 query in between. Each request that finds it stale reads it itself: a promise shared
 * across requests must not carry one request's I/O into another in Workers.
 */
import { readContentVersion } from "../db/content-version.ts";

export const VERSION_CHECK_MS = 5_000;

let known: { version: number; readAt: number } | undefined;

/** The content version, from memory when it was read less than VERSION_CHECK_MS before `now`. */
export async function contentVersion(db: D1Database, now: number): Promise<number> {
  if (known && now - known.readAt < VERSION_CHECK_MS) return known.version;
  const version = await readContentVersion(db);
  if (!known || now >= known.readAt) known = { version, readAt: now };
  return version;
}

/** Forgets the known version, so this isolate's next read asks D1 (after a write it made itself). */
export function forgetContentVersion(): void {
  known = undefined;
}
