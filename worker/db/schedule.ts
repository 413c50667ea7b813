/**
 * Scheduled publishing (CONTRACT "Content" publishAt, docs/decisions/0039): a published item whose
 * `publish_at` is later than now is in no public read, page, sitemap, feed or search result yet, and
 * one whose `unpublish_at` has passed is in none any more (news, banners, software, videos, update
 * logs; a page's published copy gives way to its seeded one). Both are stored as UTC ISO 8601 with milliseconds (`toISOString()`), so they compare with
 * SQLite's clock as text.
 */

/** SQLite's now, in the stored form. */
export const NOW_SQL = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * Tables of content that can be scheduled: each has `publish_at` and the content-version triggers (0022).
 * A page is never out of the public reads: until its `publish_at` it shows the copy published before.
 */
export const SCHEDULED_TABLES = ["news", "banners", "software", "videos", "update_logs", "pages"] as const;

/**
 * The tables whose items also leave the public reads at a set time (`unpublish_at`). A page's published
 * copy does not leave: once its time has passed visitors get the page's seeded copy (db/content-pages.ts).
 */
export const UNPUBLISHED_TABLES = ["news", "banners", "software", "videos", "update_logs", "pages"] as const;

/** SQL true when the row aliased `alias` is due: no schedule, or its time has passed. */
export const due = (alias: string) => `(${alias}.publish_at IS NULL OR ${alias}.publish_at <= ${NOW_SQL})`;

/**
 * SQL true when the row aliased `alias` is public as far as time goes: due, and its unpublish time (if
 * any) not yet reached. For the item tables of UNPUBLISHED_TABLES (a page is never out: db/content-pages.ts uses `due` and `ended`).
 */
export const live = (alias: string) => `(${due(alias)} AND (${alias}.unpublish_at IS NULL OR ${alias}.unpublish_at > ${NOW_SQL}))`;

/** SQL true when the row aliased `alias` has an unpublish time and it has passed. */
export const ended = (alias: string) => `(${alias}.unpublish_at IS NOT NULL AND ${alias}.unpublish_at <= ${NOW_SQL})`;

/**
 * How many scheduled times have passed, over every scheduled table. It only grows while nothing is
 * written, so the content version folds it in (db/content-version.ts): the read cache's keys change
 * when a scheduled item becomes due, with no write and no cron.
 */
export const PASSED_SCHEDULES_SQL = `(${[
  ...SCHEDULED_TABLES.map((t) => `(SELECT count(*) FROM ${t} WHERE publish_at IS NOT NULL AND publish_at <= ${NOW_SQL})`),
  ...UNPUBLISHED_TABLES.map((t) => `(SELECT count(*) FROM ${t} WHERE unpublish_at IS NOT NULL AND unpublish_at <= ${NOW_SQL})`),
].join(" + ")})`;

/** The stored form of an ISO time from the admin (any offset) or null. */
export function storedPublishAt(value: string | null | undefined): string | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}
