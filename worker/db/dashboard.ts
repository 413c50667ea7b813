/**
 * The admin dashboard's figures over [since, until): leads per day and per product, visits per page
 * and module clicks (from the event counters, db/event-counts.ts), and conversion (leads per visit)
 * by landing page, language and UTM source. Leads are keyed as visits are (a page by its route, text
 * cut as counted), and each list has at most SHOWN named keys plus `other`, so the answer stays small
 * whatever visitors sent.
 */
import type { Db } from "./db.ts";
import type { Lang } from "../schemas/common.ts";
import { dimCountsStatement, type KeyCount, NONE, OTHER, SHOWN, topKeys } from "./event-counts.ts";
import { pageKey, textKey } from "../lib/event-keys.ts";
import type { ConversionRow, Dashboard } from "../schemas/admin-api.ts";

const RANGE = `created_at >= ?1 AND created_at < ?2`;

type Counted = KeyCount & { e: number };

function conversion(visits: KeyCount[], leads: KeyCount[]): ConversionRow[] {
  const rows = new Map<string, ConversionRow>();
  const get = (key: string) => rows.get(key) ?? rows.set(key, { key, visits: 0, leads: 0, rate: 0 }).get(key)!;
  for (const v of visits) get(v.key).visits += v.n;
  for (const l of leads) get(l.key).leads += l.n;
  const order = (a: ConversionRow, b: ConversionRow) => b.leads - a.leads || b.visits - a.visits || a.key.localeCompare(b.key);
  // Named keys past the first SHOWN join `other`.
  const named = [...rows.values()].filter((r) => r.key !== OTHER && r.key !== NONE).sort(order);
  for (const r of named.slice(SHOWN)) {
    get(OTHER).visits += r.visits;
    get(OTHER).leads += r.leads;
    rows.delete(r.key);
  }
  for (const r of rows.values()) r.rate = r.visits > 0 ? Math.round((r.leads / r.visits) * 10_000) / 10_000 : 0;
  return [...rows.values()].sort(order);
}

/** Lead counts per raw value, keyed as the counters key visits. */
function keyed(rows: KeyCount[], keyOf: (value: string | null) => string): KeyCount[] {
  return rows.map((r) => ({ key: keyOf(r.key), n: r.n }));
}

/**
 * `lang` is the admin's language: a lead keeps the product name its visitor saw (in the visitor's
 * language), so products are named from product_i18n instead, and by that stored name only when the
 * product is no longer listed.
 */
export async function dashboard(db: Db, from: string, to: string, since: string, until: string, lang: Lang): Promise<Dashboard> {
  const q = (sql: string) => db.prepare(sql).bind(since, until);
  const results = await db.batch([
    q(`SELECT substr(created_at, 1, 10) AS day, count(*) AS count FROM consultations WHERE ${RANGE} GROUP BY day ORDER BY day`),
    db
      .prepare(`SELECT c.product_id AS productId, coalesce(i.name, max(c.product_name)) AS productName, count(*) AS count
       FROM consultations c LEFT JOIN product_i18n i ON i.product_id = c.product_id AND i.language = ?3
       WHERE c.created_at >= ?1 AND c.created_at < ?2 GROUP BY c.product_id ORDER BY count DESC, c.product_id`)
      .bind(since, until, lang),
    dimCountsStatement(db, "visit", "page", since, until),
    dimCountsStatement(db, "click", "module", since, until),
    // A lead counts under the page its visit began on (the form's page for a lead that kept none).
    q(`SELECT coalesce(landing_page, page) AS key, count(*) AS n FROM consultations WHERE ${RANGE} GROUP BY key`),
    dimCountsStatement(db, "visit", "language", since, until),
    q(`SELECT language AS key, count(*) AS n FROM consultations WHERE ${RANGE} GROUP BY key`),
    dimCountsStatement(db, "visit", "source", since, until),
    q(`SELECT utm_source AS key, count(*) AS n FROM consultations WHERE ${RANGE} GROUP BY key`),
  ]);
  const r = <T>(i: number) => results[i]!.results as T[];
  const leadsPerDay = r<{ day: string; count: number }>(0);
  const pages = topKeys(r<Counted>(2));
  const visitsPerPage = pages.map(({ key, n }) => ({ path: key, count: n }));
  const moduleClicks = topKeys(r<Counted>(3))
    .map(({ key, n }) => ({ module: key, count: n }))
    .sort((a, b) => (a.module < b.module ? -1 : 1));
  const sum = (rows: { count: number }[]) => rows.reduce((n, x) => n + x.count, 0);
  return {
    from,
    to,
    leadsPerDay,
    leadsPerProduct: r(1),
    visitsPerPage,
    moduleClicks,
    totals: { leads: sum(leadsPerDay), visits: sum(visitsPerPage), moduleClicks: sum(moduleClicks) },
    conversion: {
      byLandingPage: conversion(pages, keyed(r<KeyCount>(4), pageKey)),
      byLanguage: conversion(topKeys(r<Counted>(5)), keyed(r<KeyCount>(6), textKey)),
      byUtmSource: conversion(topKeys(r<Counted>(7)), keyed(r<KeyCount>(8), textKey)),
    },
  };
}
