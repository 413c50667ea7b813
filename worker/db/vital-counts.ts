/**
 * Real visitors' Core Web Vitals (POST /api/vitals) are counted, never stored a row per page view
 * (CONTRACT "Measuring what sells", decision 0032's vitals amendment): `vital_counts` holds, per UTC
 * day, route (the route table's path or `other`), device class and metric, a histogram, one row per
 * bucket with its count. Histograms of several days add up, so a range's 75th percentile is read from
 * the summed buckets, without any sample being kept.
 *
 * Buckets are geometric, each RATIO (10 %) wider than the one before: bucket 0 is [0, first), bucket
 * k >= 1 is [first·RATIO^(k-1), first·RATIO^k), and the last one is open above (from `top` on). The
 * bucket that holds the 75th percentile sample is found exactly, and the estimate is interpolated
 * inside it (geometrically, linearly in bucket 0), so it is off by less than one bucket's width: less
 * than 10 % of the true value, or less than `first` (10 ms; CLS 0.001) below `first`. In the open top
 * bucket the estimate is its lower edge (the true value is at least that).
 */
import { ROUTES } from "../../common/route-table.ts";
import type { VitalsRow } from "../schemas/admin-api.ts";
import type { Db } from "./db.ts";

export const VITAL_METRICS = ["lcp", "inp", "cls", "ttfb"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
export const VITAL_DEVICES = ["mobile", "desktop"] as const;
export type VitalDevice = (typeof VITAL_DEVICES)[number];

/** Each bucket's upper edge over its lower edge. */
export const RATIO = 1.1;

/** Per metric: the first geometric edge and the value from which on the top bucket is open. */
export const SCALES: Record<VitalMetric, { first: number; top: number }> = {
  lcp: { first: 10, top: 60_000 },
  inp: { first: 10, top: 60_000 },
  ttfb: { first: 10, top: 60_000 },
  cls: { first: 0.001, top: 5 },
};

/** Geometric buckets of a metric: enough to cover [first, top). */
const geometric = (m: VitalMetric) => Math.ceil(Math.log(SCALES[m].top / SCALES[m].first) / Math.log(RATIO));

/** Buckets of a metric: bucket 0, the geometric ones and the open top one (94 for ms, 92 for CLS). */
export const bucketsOf = (m: VitalMetric): number => geometric(m) + 2;

/** The metric `n` counts the beacons (one row per route and device a day, bucket 0). */
const SAMPLES = "n";

/** Most rows vitals can add in one day, whatever the beacons carry: routes + other, devices, every bucket of every metric, the beacon count. */
export const VITAL_ROWS_PER_DAY_MAX = (ROUTES.length + 1) * VITAL_DEVICES.length * (VITAL_METRICS.reduce((n, m) => n + bucketsOf(m), 0) + 1);

/** The index of the bucket that holds `value` (finite, >= 0). */
export function bucketOf(metric: VitalMetric, value: number): number {
  const { first } = SCALES[metric];
  if (value < first) return 0;
  const k = Math.floor(Math.log(value / first) / Math.log(RATIO)) + 1;
  // Floating point may put a value on an edge one bucket off; the edges decide.
  const fixed = value < lowerEdge(metric, k) ? k - 1 : value >= lowerEdge(metric, k + 1) ? k + 1 : k;
  return Math.min(fixed, bucketsOf(metric) - 1);
}

/** The lower edge of bucket k (0 for bucket 0). */
export function lowerEdge(metric: VitalMetric, k: number): number {
  return k === 0 ? 0 : SCALES[metric].first * RATIO ** (k - 1);
}

/**
 * The value below which `q` of the histogram's samples lie: the bucket holding the sample of rank
 * ceil(q·n) (smallest first), interpolated by the share of that bucket's samples below the rank.
 * Null without samples.
 */
export function quantile(metric: VitalMetric, counts: Map<number, number>, q = 0.75): number | null {
  const buckets = [...counts].filter(([, c]) => c > 0).sort((a, b) => a[0] - b[0]);
  const n = buckets.reduce((sum, [, c]) => sum + c, 0);
  if (n === 0) return null;
  const rank = q * n;
  let below = 0;
  for (const [k, c] of buckets) {
    if (below + c >= rank) {
      const share = (rank - below) / c;
      const lo = lowerEdge(metric, k);
      if (k === 0) return SCALES[metric].first * share;
      if (k === bucketsOf(metric) - 1) return lo;
      return lo * RATIO ** share;
    }
    below += c;
  }
  return lowerEdge(metric, buckets.at(-1)![0]);
}

export type VitalValues = Partial<Record<VitalMetric, number>>;

/**
 * Counts one beacon on `now`'s UTC day: the beacon itself and the bucket of each metric it carries,
 * in one statement (one transaction), at most five rows.
 */
export async function countVitals(db: Db, path: string, device: VitalDevice, values: VitalValues, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const keys: [string, number][] = [[SAMPLES, 0]];
  for (const m of VITAL_METRICS) {
    const v = values[m];
    if (v !== undefined) keys.push([m, bucketOf(m, v)]);
  }
  await db
    .prepare(
      `INSERT INTO vital_counts (day, path, device, metric, bucket, count)
       SELECT ?1, ?2, ?3, json_extract(value, '$[0]'), json_extract(value, '$[1]'), 1 FROM json_each(?4)
       WHERE true
       ON CONFLICT (day, path, device, metric, bucket) DO UPDATE SET count = vital_counts.count + 1`,
    )
    .bind(day, path, device, JSON.stringify(keys))
    .run();
}

/** Per route and device over the days of [since, until): beacons and each metric's 75th percentile; most beacons first. */
export async function vitalsP75(db: Db, since: string, until: string): Promise<VitalsRow[]> {
  const { results } = await db
    .prepare(
      `SELECT path, device, metric, bucket, sum(count) AS n FROM vital_counts
       WHERE day >= substr(?1, 1, 10) AND day < substr(?2, 1, 10) GROUP BY path, device, metric, bucket`,
    )
    .bind(since, until)
    .all<{ path: string; device: VitalDevice; metric: VitalMetric | typeof SAMPLES; bucket: number; n: number }>();
  const groups = new Map<string, { path: string; device: VitalDevice; samples: number; hist: Map<string, Map<number, number>> }>();
  for (const r of results) {
    const id = `${r.path}\n${r.device}`;
    const g = groups.get(id) ?? { path: r.path, device: r.device, samples: 0, hist: new Map() };
    groups.set(id, g);
    if (r.metric === SAMPLES) g.samples += r.n;
    else {
      const hist = g.hist.get(r.metric) ?? new Map<number, number>();
      g.hist.set(r.metric, hist.set(r.bucket, r.n));
    }
  }
  const p75 = (g: { hist: Map<string, Map<number, number>> }, m: VitalMetric) => {
    const value = quantile(m, g.hist.get(m) ?? new Map());
    // Milliseconds to the unit, CLS to four decimals: finer is inside the error anyway.
    return value === null ? null : m === "cls" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  };
  return [...groups.values()]
    .map((g) => ({
      path: g.path,
      device: g.device,
      samples: g.samples,
      lcpP75: p75(g, "lcp"),
      inpP75: p75(g, "inp"),
      clsP75: p75(g, "cls"),
      ttfbP75: p75(g, "ttfb"),
    }))
    .sort((a, b) => b.samples - a.samples || (a.path < b.path ? -1 : a.path > b.path ? 1 : a.device < b.device ? -1 : 1));
}
