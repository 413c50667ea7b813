/**
 * Whole public-read answers, headers included, for the fast path in front of the app
 * (worker/fast-read.ts, docs/decisions/0025). `publicRead` notes which request it answered under
 * which key; the fast path keeps the finished answer under that key. Keys carry the content
 * version, like the read cache's, so a publish never shows an old answer from here.
 */
import { MicroCache } from "./micro-cache.ts";

/** What publicRead served for a request: its key, body and when its memory entry was made. */
export interface ServedRead {
  key: string;
  body: ArrayBuffer;
  ttl: number;
  now: number;
}

/** Keyed by the request object itself, so nothing outlives the request. */
export const servedReads = new WeakMap<Request, ServedRead>();

/** As many answers as the read cache holds (cache-control.ts). */
export const fastAnswers = new MicroCache(500);

/** Empties the fast path (an admin write, with the read cache). */
export function forgetFastReads(): void {
  fastAnswers.clear();
}
