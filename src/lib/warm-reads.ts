/**
 * Page values started before they are needed (src/app/use-warm-links.ts: a pointer resting on a link,
 * a finger or the keyboard reaching it): the navigation to the same address takes the value instead
 * of loading it again (src/lib/page-data.tsx), so the click renders the page at once. A warmed value is
 * used once, and only for a short while: a hover not followed by a click never shows a later visit old copy.
 */
import type { TypedPageValue } from "../../worker/schemas/api-requests";

/** How long a warmed value stays good for the page it was started for. */
export const WARM_MS = 30_000;

interface Warm {
  at: number;
  value: Promise<TypedPageValue>;
  /** Set once the value is in. */
  settled?: TypedPageValue;
}

const warm = new Map<string, Warm>();

const fresh = (w: Warm | undefined): w is Warm => w !== undefined && Date.now() - w.at < WARM_MS;

/** Start loading the value at `at` (address and language) with `load`, unless it is under way or in and still fresh. */
export function warmValue(at: string, load: () => Promise<TypedPageValue>): void {
  if (fresh(warm.get(at))) return;
  const entry: Warm = { at: Date.now(), value: load() };
  warm.set(at, entry);
  entry.value.then(
    (value) => {
      entry.settled = value;
    },
    // A failure is not the visitor's: the navigation loads the value again and shows any error.
    () => {
      if (warm.get(at) === entry) warm.delete(at);
    },
  );
}

/** The warmed value at `at` when it is already in (the navigation's first render starts from it). */
export function warmedValue(at: string): TypedPageValue | undefined {
  const w = warm.get(at);
  return fresh(w) ? w.settled : undefined;
}

/** Take the warmed value at `at` (in or still under way, or to fail), if fresh: the next navigation there loads again. */
export function takeWarmValue(at: string): Promise<TypedPageValue> | undefined {
  const w = warm.get(at);
  warm.delete(at);
  return fresh(w) ? w.value : undefined;
}
