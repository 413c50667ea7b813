import type { Metric } from "web-vitals";
import { onINP } from "web-vitals/onINP.js";

/**
 * INP for the vitals beacon (src/app/vitals.ts), in a chunk of its own: it measures interactions, so it
 * loads at the visitor's first one, not among what runs before it (web-vitals' INP code was 0.6 KB gzip
 * of that). The first input is kept in the browser's buffer (`first-input`), which onINP reads, so the
 * interaction that loaded it is counted too.
 */
export function collectInp(keep: (metric: Metric) => void): void {
  onINP(keep);
}
