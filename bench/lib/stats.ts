// Small numeric helpers shared by the bench modules.

/** Median of a non-empty list (mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Rounds to `digits` decimals. */
export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Bytes as kilobytes (1 KB = 1000 bytes, as Vite reports), one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
