/**
 * Analytics events are counted, never stored a row per event (CONTRACT "Measuring what sells"):
 * `event_counts` has one row per UTC day, event kind, dimension and key, with its count. Every event
 * adds exactly 1 to exactly one key of each dimension of its kind, so each dimension's keys sum to the
 * kind's total for the day.
 *
 * Keys of the fixed dimensions come from short lists (route paths or `other`, the two languages,
 * device classes, the six modules). Free dimensions (country, UTM source and campaign, referrer host)
 * take any text, so each keeps at most CANDIDATES names a day with Space-Saving (Metwally et al.
 * 2005): a new name, when the set is full, replaces the name with the smallest count and inherits that
 * count (recorded as `err`). A name with more than 1/CANDIDATES of the day's events of its kind is
 * therefore always in the set, and its `count - err` (its events since it last entered) misses at most
 * that many of them; a flood of distinct junk names only churns the smallest entries. Reads show the
 * SHOWN names with the most `count - err` and add everything else, inherited parts included, to
 * `other`; the daily job (jobs/compact-events.ts) stores closed days that way.
 */
import type { Db } from "./db.ts";
import { LANDING_PAGES_MAX, ROUTES } from "../../common/route-table.ts";
import { MODULE_IDS } from "../schemas/events.ts";

export const EVENT_KINDS = ["visit", "form_view", "form_start", "click"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const FREE_DIMS = ["country", "source", "campaign", "referrer"] as const;
export type FreeDim = (typeof FREE_DIMS)[number];
export type FixedDim = "page" | "language" | "device" | "module";
export type Dim = FixedDim | FreeDim;

/** Key of a dimension the event does not carry. */
export const NONE = "(none)";
/** Key of everything not counted by name (paths outside the route table, names past the top). */
export const OTHER = "other";
/** Names a free dimension keeps per day and kind while the day runs. */
export const CANDIDATES = 100;
/** Names a read shows per free dimension, and a closed day keeps; the rest is `other`. */
export const SHOWN = 50;

export const DEVICES = ["mobile", "tablet", "desktop", "bot"] as const;

/** Keys each fixed dimension can have: its list, `other` for pages, NONE for a missing user agent. */
export const FIXED_KEYS: Record<FixedDim, number> = {
  // The route table's pages, `other`, and the landing pages (at most LANDING_PAGES_MAX at a time).
  page: ROUTES.length + 1 + LANDING_PAGES_MAX,
  language: 2,
  device: DEVICES.length + 1,
  module: MODULE_IDS.length,
};

/** The dimensions each kind is counted by. */
export const DIMS_OF = {
  visit: ["page", "language", "country", "source", "campaign", "referrer", "device"],
  form_view: ["page", "language", "country", "source", "campaign"],
  form_start: ["page", "language", "country", "source", "campaign"],
  click: ["module", "language"],
} as const satisfies Record<EventKind, readonly Dim[]>;

const isFree = (dim: Dim): dim is FreeDim => (FREE_DIMS as readonly string[]).includes(dim);

/**
 * Most rows events can add in one day, whatever they carry (README "Data kept"): per kind, the keys of
 * its fixed dimensions plus, per free dimension, CANDIDATES names, NONE and `other`.
 */
export const ROWS_PER_DAY_MAX = EVENT_KINDS.reduce(
  (rows, kind) => rows + (DIMS_OF[kind] as readonly Dim[]).reduce((n, dim) => n + (isFree(dim) ? CANDIDATES + 2 : FIXED_KEYS[dim]), 0),
  0,
);

/** One event's key in each dimension of its kind. */
export type EventKeys<K extends EventKind> = Record<(typeof DIMS_OF)[K][number], string>;

/** The named entries of the dimension `dim` of the event's day and kind (?1, ?2). */
const named = (dim: string) => `FROM event_counts WHERE day = ?1 AND kind = ?2 AND dim = ${dim} AND key NOT IN ('${NONE}', '${OTHER}')`;
/** The event's [dim, key, free] triples (?3), one row each. */
const TRIPLES = `SELECT json_extract(value, '$[0]') AS dim, json_extract(value, '$[1]') AS key, json_extract(value, '$[2]') AS free FROM json_each(?3)`;

/**
 * Counts one event on `now`'s UTC day: all of its keys in one transaction of two statements (D1's cost
 * is per statement). A new free name takes the place of the dimension's smallest entry when the set
 * is full, and starts from that entry's count (m = 0 while the set is not full, and for other keys).
 */
export async function countEvent<K extends EventKind>(db: Db, kind: K, keys: EventKeys<K>, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const byDim = keys as Record<Dim, string>;
  const triples = (DIMS_OF[kind] as readonly Dim[]).map((dim) => {
    const key = byDim[dim];
    return [dim, key, isFree(dim) && key !== NONE && key !== OTHER ? 1 : 0] as const;
  });
  const json = JSON.stringify(triples);
  const statements = [
    db
      .prepare(
        `INSERT INTO event_counts (day, kind, dim, key, count, err)
         SELECT ?1, ?2, t.dim, t.key, t.m + 1, t.m FROM (
           SELECT dim, key, CASE WHEN free THEN (SELECT CASE WHEN count(*) >= ?4 THEN min(count) ELSE 0 END ${named("x.dim")}) ELSE 0 END AS m
           FROM (${TRIPLES}) AS x) AS t
         WHERE true
         ON CONFLICT (day, kind, dim, key) DO UPDATE SET count = event_counts.count + 1`,
      )
      .bind(day, kind, json, CANDIDATES),
  ];
  if (triples.some((t) => t[2])) {
    // The smallest other name of each full set leaves (its count lives on in the newcomer's err).
    statements.push(
      db
        .prepare(
          `DELETE FROM event_counts WHERE day = ?1 AND kind = ?2 AND (dim, key) IN (
             SELECT x.dim, (SELECT key ${named("x.dim")} AND key <> x.key ORDER BY count, key LIMIT 1)
             FROM (${TRIPLES}) AS x WHERE x.free AND (SELECT count(*) ${named("x.dim")}) > ?4)`,
        )
        .bind(day, kind, json, CANDIDATES),
    );
  }
  await db.batch(statements);
}

export interface KeyCount {
  key: string;
  n: number;
}

/**
 * The SHOWN named keys with the most events and `other` (all the rest, the inherited counts included;
 * left out when 0), NONE as it is; most first. `rows` are per key: n = sum(count - err), e = sum(err).
 */
export function topKeys(rows: (KeyCount & { e: number })[], shown = SHOWN): KeyCount[] {
  const named = rows.filter((r) => r.key !== NONE && r.key !== OTHER).sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : 1));
  const rest = rows.reduce((sum, r) => sum + r.e, 0) + named.slice(shown).reduce((sum, r) => sum + r.n, 0) + (rows.find((r) => r.key === OTHER)?.n ?? 0);
  const none = rows.find((r) => r.key === NONE);
  const out: KeyCount[] = named.slice(0, shown).map(({ key, n }) => ({ key, n }));
  if (rest > 0) out.push({ key: OTHER, n: rest });
  if (none) out.push({ key: NONE, n: none.n });
  return out.sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : 1));
}

const DAYS = `day >= substr(?1, 1, 10) AND day < substr(?2, 1, 10)`;

/** Per-key statement for one kind and dimension over the days of [since, until); read with topKeys. */
export function dimCountsStatement(db: Db, kind: EventKind, dim: Dim, since: string, until: string): D1PreparedStatement {
  return db
    .prepare(`SELECT key, sum(count - err) AS n, sum(err) AS e FROM event_counts WHERE ${DAYS} AND kind = ?3 AND dim = ?4 GROUP BY key`)
    .bind(since, until, kind, dim);
}

/** Per-day statement of a fixed dimension (no inherited counts there): { day, key, count }. */
export function dailyDimStatement(db: Db, kind: EventKind, dim: FixedDim, since: string, until: string, order: string): D1PreparedStatement {
  return db.prepare(`SELECT day, key, count FROM event_counts WHERE ${DAYS} AND kind = ?3 AND dim = ?4 ORDER BY ${order}`).bind(since, until, kind, dim);
}
