/** Inclusive YYYY-MM-DD day ranges as half-open ISO timestamp bounds for created_at columns. */

const DAY_MS = 86_400_000;

/** `2026-03-01` → `2026-03-01T00:00:00.000Z`. */
export function dayStart(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** The start of the day after `day` (exclusive upper bound). */
export function dayAfter(day: string): string {
  return new Date(Date.parse(dayStart(day)) + DAY_MS).toISOString();
}

/** Today's UTC date and the date `days - 1` before it: the default stats window. */
export function lastDays(days: number, now = Date.now()): { from: string; to: string } {
  const to = new Date(now).toISOString().slice(0, 10);
  const from = new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** Default window of the admin's stats when no dates are given. */
export const STATS_DEFAULT_DAYS = 30;

/** Optional inclusive days as created_at bounds (null: open). */
export const rangeOf = (q: { from?: string; to?: string }) => ({
  since: q.from ? dayStart(q.from) : null,
  until: q.to ? dayAfter(q.to) : null,
});

/** The dates of a stats-like query; the last STATS_DEFAULT_DAYS days when none are given. */
export function periodOf(query: { from?: string; to?: string }): { from: string; to: string } {
  const fallback = lastDays(STATS_DEFAULT_DAYS);
  const from = query.from ?? (query.to && query.to < fallback.from ? query.to : fallback.from);
  const to = query.to ?? fallback.to;
  return { from, to };
}
