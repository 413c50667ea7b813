/**
 * The funnel (CONTRACT "Measuring what sells"): visits, contact-form views, form starts, leads and won
 * leads over [since, until), by one dimension. Events come from the counters (db/event-counts.ts);
 * leads from their rows, keyed as events are (a page by its route or `other`, text trimmed and cut).
 * Each day counts only the names that day shows: for events, the day's SHOWN names of their kind with
 * the most events (as the daily compaction keeps them, so a day reads the same before and after it);
 * for leads, the day's shown names of the visits, so a lead's source, campaign or country is named
 * only where the visits of that day name it, and `other` otherwise. The answer then has at most SHOWN
 * named keys (the ones with the most won leads, leads, form starts, form views, visits), `other` and
 * `(none)`.
 */
import type { Db } from "./db.ts";
import { type Dim, type EventKind, type KeyCount, NONE, OTHER, SHOWN, topKeys } from "./event-counts.ts";
import { pageKey, textKey } from "../lib/event-keys.ts";
import type { FunnelDim } from "../schemas/admin.ts";
import type { FunnelRow } from "../schemas/admin-api.ts";

/**
 * The lead column of each dimension (column names are this fixed list, never input). `page` is where
 * the lead's visit began (its landing page; the form's page for a lead that kept none), `formPage`
 * the page its form was on.
 */
const LEAD_COLUMN: Record<FunnelDim, string> = {
  page: "coalesce(landing_page, page)",
  formPage: "page",
  source: "utm_source",
  campaign: "utm_campaign",
  language: "language",
  country: "country",
};
/** The events' dimension of each: visits and form events are counted on the page they happen on. */
const EVENT_DIM: Record<FunnelDim, Dim> = { page: "page", formPage: "page", source: "source", campaign: "campaign", language: "language", country: "country" };
const FREE = ["source", "campaign", "country"] as const satisfies readonly FunnelDim[];
const STAGES = [
  ["visit", "visits"],
  ["form_view", "formViews"],
  ["form_start", "formStarts"],
] as const satisfies readonly (readonly [EventKind, keyof FunnelRow])[];

const UNNAMED = `('${NONE}', '${OTHER}')`;
const DAYS = `day >= substr(?1, 1, 10) AND day < substr(?2, 1, 10)`;

/**
 * Per key of one kind and dimension: n = sum(count - err) of the days that show it, e = the inherited
 * parts; names past a day's SHOWN count whole under `other`.
 */
function shownCountsStatement(db: Db, kind: EventKind, dim: Dim, since: string, until: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT CASE WHEN shown THEN key ELSE '${OTHER}' END AS key, sum(CASE WHEN shown THEN count - err ELSE count END) AS n,
         sum(CASE WHEN shown THEN err ELSE 0 END) AS e
       FROM (SELECT key, count, err, key IN ${UNNAMED}
               OR row_number() OVER (PARTITION BY day, key IN ${UNNAMED} ORDER BY count - err DESC, key) <= ?5 AS shown
             FROM event_counts WHERE ${DAYS} AND kind = ?3 AND dim = ?4)
       GROUP BY 1`,
    )
    .bind(since, until, kind, dim, SHOWN);
}

/** Of the given [day, key] pairs, those among that day's SHOWN visit names of `dim` (ranked as the reads rank them). */
async function shownVisitNames(db: Db, dim: Dim, pairs: [string, string][]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const { results } = await db
    .prepare(
      `SELECT p.day, p.key FROM (SELECT json_extract(value, '$[0]') AS day, json_extract(value, '$[1]') AS key FROM json_each(?1)) AS p
       JOIN event_counts AS c ON c.day = p.day AND c.kind = 'visit' AND c.dim = ?2 AND c.key = p.key
       WHERE (SELECT count(*) FROM event_counts AS o WHERE o.day = c.day AND o.kind = 'visit' AND o.dim = ?2 AND o.key NOT IN ${UNNAMED}
              AND (o.count - o.err > c.count - c.err OR (o.count - o.err = c.count - c.err AND o.key < c.key))) < ?3`,
    )
    .bind(JSON.stringify(pairs), dim, SHOWN)
    .all<{ day: string; key: string }>();
  return new Set(results.map((r) => `${r.day} ${r.key}`));
}

const order = (a: FunnelRow, b: FunnelRow) =>
  b.won - a.won || b.leads - a.leads || b.formStarts - a.formStarts || b.formViews - a.formViews || b.visits - a.visits || (a.key < b.key ? -1 : 1);

export async function funnel(db: Db, by: FunnelDim, since: string, until: string): Promise<FunnelRow[]> {
  const results = await db.batch([
    ...STAGES.map(([kind]) => shownCountsStatement(db, kind, EVENT_DIM[by], since, until)),
    db
      .prepare(
        `SELECT substr(created_at, 1, 10) AS day, ${LEAD_COLUMN[by]} AS raw, count(*) AS n, sum(status = 'won') AS won
         FROM consultations WHERE created_at >= ?1 AND created_at < ?2 GROUP BY day, raw`,
      )
      .bind(since, until),
  ]);
  const rows = new Map<string, FunnelRow>();
  const get = (key: string) => rows.get(key) ?? rows.set(key, { key, visits: 0, formViews: 0, formStarts: 0, leads: 0, won: 0 }).get(key)!;
  STAGES.forEach(([, field], i) => {
    for (const { key, n } of topKeys(results[i]!.results as (KeyCount & { e: number })[], Number.POSITIVE_INFINITY)) get(key)[field] += n;
  });

  const keyOf = by === "page" || by === "formPage" ? pageKey : textKey;
  const leads = (results[STAGES.length]!.results as { day: string; raw: string | null; n: number; won: number }[]).map((r) => ({
    ...r,
    key: keyOf(r.raw),
  }));
  const named = (key: string) => key !== NONE && key !== OTHER;
  const shown = (FREE as readonly FunnelDim[]).includes(by)
    ? await shownVisitNames(
        db,
        by as (typeof FREE)[number],
        [...new Set(leads.filter((l) => named(l.key)).map((l) => `${l.day} ${l.key}`))].map((s) => [s.slice(0, 10), s.slice(11)]),
      )
    : null;
  for (const l of leads) {
    const row = get(shown && named(l.key) && !shown.has(`${l.day} ${l.key}`) ? OTHER : l.key);
    row.leads += l.n;
    row.won += l.won;
  }

  // Named keys past the first SHOWN join `other`.
  for (const r of [...rows.values()]
    .filter((x) => named(x.key))
    .sort(order)
    .slice(SHOWN)) {
    const other = get(OTHER);
    for (const [, field] of STAGES) other[field] += r[field];
    other.leads += r.leads;
    other.won += r.won;
    rows.delete(r.key);
  }
  return [...rows.values()].sort(order);
}

/** The CSV's columns after the key: the counts, then leads per visit and won per lead. */
export const FUNNEL_COLUMNS = ["visits", "formViews", "formStarts", "leads", "won", "leadsPerVisit", "wonPerLead"] as const;

/** A ratio rounded to 4 places, 0 when nothing to divide by. */
export const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

export const funnelCsvRow = (r: FunnelRow) => [r.key, r.visits, r.formViews, r.formStarts, r.leads, r.won, ratio(r.leads, r.visits), ratio(r.won, r.leads)];
