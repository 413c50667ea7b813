/**
 * First-load JavaScript budget of every page, in gzip bytes (level 9, KB = 1000 bytes): the entry's
 * static-import closure plus the page chunk and its static imports, as `npm run bench` measures it.
 * `npm run check:budgets` (CI, after the production build) fails when a page grows past its budget.
 * Each budget is the measured size rounded up with a little headroom; lower it when a page shrinks,
 * raise it only on purpose (and say why in the commit). A page with copy counts its content chunk
 * in the heavier language (docs/decisions/0027).
 * 2026-11-29 (issue 33, trust content): the company details in the build's copy of the site settings
 * (about 0.4 KB on every page) and the customers, case and company-details renderers (about 0.4 KB on
 * the content pages) took news to 103,454, newsDetail to 102,386 and solutions to 113,837 bytes.
 * 2026-11-29 (issues 32-36 together): the form's organisation field, success panel and visit
 * attribution, the header's fitted layouts, pictures from their variants in every block and the
 * company details add up to 0.1-0.4 KB on every page (1.3 KB on /about, which shows the company and
 * customers blocks): home 116,261, about 115,287, academy 102,366, download 111,413 bytes.
 */
import type { PageKey } from "./route-table.ts";

export const JS_BUDGET_GZIP: Record<PageKey, number> = {
  home: 117_000,
  news: 104_000,
  newsDetail: 103_000,
  digital: 116_000,
  airoad: 108_000,
  eicad: 108_000,
  report3d: 108_000,
  vrroad: 108_000,
  intelligent: 116_000,
  management: 116_000,
  smartSite: 116_000,
  prefabrication: 116_000,
  dtwin: 116_000,
  academy: 103_000,
  download: 112_000,
  phoneHome: 108_000,
  solutions: 116_000,
  cases: 116_000,
  about: 116_000,
  help: 112_000,
  updateLog: 98_000,
  search: 102_000,
  updateLogDetail: 99_000,
  privacy: 100_000,
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
