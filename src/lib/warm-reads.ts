/**
 * Reads started before they are needed (src/app/use-warm-links.ts: a pointer resting on a link, a
 * finger or the keyboard reaching it): the first mount that needs the same read, by its key, takes
 * the answer instead of asking again (src/lib/use-api-data.ts), so the click renders the page at once.
 * A warmed answer is used once, and only for a short while: a hover not followed by a click never
 * shows a later visit old copy.
 */
import type { ApiRead } from "./api";

/** How long a warmed read stays good for the page it was started for. */
export const WARM_MS = 30_000;

interface Warm {
  at: number;
  answer: Promise<unknown>;
  /** Set once the answer is in. */
  settled?: { data: unknown };
}

const warm = new Map<string, Warm>();

const fresh = (w: Warm | undefined): w is Warm => w !== undefined && Date.now() - w.at < WARM_MS;

/** Start `read` now, unless it is already under way or answered and still fresh. */
export function warmRead(read: ApiRead<unknown>): void {
  if (fresh(warm.get(read.key))) return;
  const entry: Warm = { at: Date.now(), answer: read.run() };
  warm.set(read.key, entry);
  entry.answer.then(
    (data) => {
      entry.settled = { data };
    },
    // A failure is not the visitor's: the page asks again on its own and shows any error.
    () => {
      if (warm.get(read.key) === entry) warm.delete(read.key);
    },
  );
}

/** The warmed answer of `key` when it is already in (a first render can start from it). */
export function warmedAnswer(key: string): { data: unknown } | undefined {
  const w = warm.get(key);
  return fresh(w) ? w.settled : undefined;
}

/** Take the warmed read of `key` (answered or still under way), if fresh: the next mount asks again. */
export function takeWarmRead(key: string): Promise<unknown> | undefined {
  const w = warm.get(key);
  warm.delete(key);
  return fresh(w) ? w.answer : undefined;
}
