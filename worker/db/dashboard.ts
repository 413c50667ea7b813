/**
 * The admin dashboard's figures over [since, until): leads per day and per product, visits per page
 * and module clicks (raw rows plus the retention fold's daily totals, as in stats.ts), and conversion
 * (leads per visit) by landing page, language and UTM source. Conversion pairs raw visits with leads,
 * so it covers the retention window only (folded totals keep neither language nor UTM source).
 */
import type { Db } from "./db.ts";
import type { ConversionRow, Dashboard } from "../schemas/admin-api.ts";

const RANGE = `created_at >= ?1 AND created_at < ?2`;
const FOLDED = `day >= substr(?1, 1, 10) AND day < substr(?2, 1, 10)`;

/** Lead page "/pc_index?x" -> "/pc_index": a landing page is a path. */
const PATH_OF = (col: string) => `CASE WHEN instr(${col}, '?') > 0 THEN substr(${col}, 1, instr(${col}, '?') - 1) ELSE ${col} END`;

function conversion(visits: { key: string; n: number }[], leads: { key: string; n: number }[]): ConversionRow[] {
  const rows = new Map<string, ConversionRow>();
  const get = (key: string) => rows.get(key) ?? rows.set(key, { key, visits: 0, leads: 0, rate: 0 }).get(key)!;
  for (const v of visits) get(v.key).visits += v.n;
  for (const l of leads) get(l.key).leads += l.n;
  for (const r of rows.values()) r.rate = r.visits > 0 ? Math.round((r.leads / r.visits) * 10_000) / 10_000 : 0;
  return [...rows.values()].sort((a, b) => b.leads - a.leads || b.visits - a.visits || a.key.localeCompare(b.key));
}

export async function dashboard(db: Db, from: string, to: string, since: string, until: string): Promise<Dashboard> {
  const q = (sql: string) => db.prepare(sql).bind(since, until);
  const results = await db.batch([
    q(`SELECT substr(created_at, 1, 10) AS day, count(*) AS count FROM consultations WHERE ${RANGE} GROUP BY day ORDER BY day`),
    q(`SELECT product_id AS productId, max(product_name) AS productName, count(*) AS count FROM consultations WHERE ${RANGE}
       GROUP BY product_id ORDER BY count DESC, product_id`),
    q(`SELECT path, sum(count) AS count FROM (
         SELECT path, count(*) AS count FROM visits WHERE ${RANGE} GROUP BY path
         UNION ALL SELECT path, sum(count) FROM visit_daily WHERE ${FOLDED} GROUP BY path
       ) GROUP BY path ORDER BY count DESC, path`),
    q(`SELECT module, sum(count) AS count FROM (
         SELECT module, count(*) AS count FROM module_clicks WHERE ${RANGE} GROUP BY module
         UNION ALL SELECT module, sum(count) FROM module_click_daily WHERE ${FOLDED} GROUP BY module
       ) GROUP BY module ORDER BY module`),
    q(`SELECT path AS key, count(*) AS n FROM visits WHERE ${RANGE} GROUP BY key`),
    q(`SELECT coalesce(${PATH_OF("page")}, '(none)') AS key, count(*) AS n FROM consultations WHERE ${RANGE} GROUP BY key`),
    q(`SELECT coalesce(language, '(none)') AS key, count(*) AS n FROM visits WHERE ${RANGE} GROUP BY key`),
    q(`SELECT coalesce(language, '(none)') AS key, count(*) AS n FROM consultations WHERE ${RANGE} GROUP BY key`),
    q(`SELECT coalesce(utm_source, '(none)') AS key, count(*) AS n FROM visits WHERE ${RANGE} GROUP BY key`),
    q(`SELECT coalesce(utm_source, '(none)') AS key, count(*) AS n FROM consultations WHERE ${RANGE} GROUP BY key`),
  ]);
  const r = <T>(i: number) => results[i]!.results as T[];
  const leadsPerDay = r<{ day: string; count: number }>(0);
  const visitsPerPage = r<{ path: string; count: number }>(2);
  const moduleClicks = r<{ module: string; count: number }>(3);
  const sum = (rows: { count: number }[]) => rows.reduce((n, x) => n + x.count, 0);
  type KeyCount = { key: string; n: number };
  return {
    from,
    to,
    leadsPerDay,
    leadsPerProduct: r(1),
    visitsPerPage,
    moduleClicks,
    totals: { leads: sum(leadsPerDay), visits: sum(visitsPerPage), moduleClicks: sum(moduleClicks) },
    conversion: {
      byLandingPage: conversion(r<KeyCount>(4), r<KeyCount>(5)),
      byLanguage: conversion(r<KeyCount>(6), r<KeyCount>(7)),
      byUtmSource: conversion(r<KeyCount>(8), r<KeyCount>(9)),
    },
  };
}
