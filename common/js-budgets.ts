/**
 * First-load JavaScript budget of every page, in gzip bytes (level 9, KB = 1000 bytes): the entry's
 * static-import closure plus the page chunk and its static imports, as `npm run bench` measures it.
 * `npm run check:budgets` (CI, after the production build) fails when a page grows past its budget.
 * Each budget is the measured size rounded up with a little headroom; lower it when a page shrinks,
 * raise it only on purpose (and say why in the commit).
 */
import type { PageKey } from "./route-table.ts";

export const JS_BUDGET_GZIP: Record<PageKey, number> = {
  home: 118_000,
  news: 115_000,
  newsDetail: 114_000,
  digital: 132_000,
  airoad: 132_000,
  eicad: 132_000,
  report3d: 132_000,
  vrroad: 132_000,
  intelligent: 129_000,
  management: 129_000,
  smartSite: 129_000,
  prefabrication: 129_000,
  dtwin: 123_000,
  academy: 109_000,
  download: 111_000,
  phoneHome: 108_000,
  solutions: 115_000,
  cases: 117_000,
  about: 116_000,
  help: 113_000,
  updateLog: 109_000,
  updateLogDetail: 109_000,
};


export interface BudgetRow {
  path: string;
  gzip: number;
  budget: number;
  over: boolean;
}

/** One row per measured page; a failure line for each page over budget or without a budget. */
export function overBudget(
  bundles: readonly { key: string; path: string; js: { gzip: number } }[],
  budgets: Partial<Record<PageKey, number>> = JS_BUDGET_GZIP,
): { rows: BudgetRow[]; failures: string[] } {
  const failures: string[] = [];
  const rows = bundles.map((b) => {
    const budget = budgets[b.key as PageKey];
    if (budget === undefined) failures.push(`${b.path}: no budget for page "${b.key}"`);
    const over = budget !== undefined && b.js.gzip > budget;
    if (over) failures.push(`${b.path}: ${b.js.gzip} bytes gzip > budget ${budget} (+${b.js.gzip - budget!})`);
    return { path: b.path, gzip: b.js.gzip, budget: budget ?? 0, over };
  });
  return { rows, failures };
}
