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
 * 2026-11-29 (after the merge): the layout telling the copy's contact-block setting on a client
 * navigation and form events reading the visit's campaign added 30-70 bytes to every page and about
 * 0.5 KB to news, newsDetail, updateLog and privacy (the layout's contact-block reader): budgets set to
 * the measured size + 0.3-0.8 KB. Issue 34 trims them back.
 * 2026-11-29 (issue 34): what grew the shared first-load JS since the merges, measured against a build of
 * main before them (per chunk, gzip): the build's copy of the site settings +449 bytes on every page (the
 * company details in both languages), the route table and Link split from the app's chunk into one of
 * their own once the contact form imported the route table (+814 bytes split, about +60 in total), the
 * boot script +299 (issue 35's), the contact block +786 on the pages with the form. Nothing of it could go
 * without a cost elsewhere: the settings copy keeps every page's data (HTML) empty of settings, the
 * form needs its product. The QR's srcset added about 70 bytes to the footer and the styles loaded on the
 * app's start about 40 to the app's chunk (both bought 250-340 bytes of HTML on every page): budgets set
 * to the measured size + 0.1-0.3 KB (home 117,187, news 104,740, content pages 116,217, search 101,902).
 * Landing pages (issue 36): the contact form choosing a landing page's product and the route table's
 * /lp/ pattern added 35-70 bytes where the form loads; /download, the one page then past its budget
 * (112,535 bytes), set to 112,600.
 * 2026-11-30 (issue 34): the menu's fallback where a browser has no popovers giving the focus back to its
 * button on Escape (as before the popover) took /academy, the one page then past its budget, to 103,410
 * bytes: set to 103,500.
 * 2026-11-30 (decision 0069): boot handing a carousel tap it held to motion.ts, which now answers the
 * carousels' controls, added 44 bytes to the boot chunk on every page and took /academy to 103,503 and
 * /privacy to 100,803 bytes: set to 103,600 and 100,900. The same change took the JS run before the
 * first action on home from 9,960 to 8,325 bytes (the vitals collector's LCP and CLS, decision 0070).
 */
import type { PageKey } from "./route-table.ts";

export const JS_BUDGET_GZIP: Record<PageKey, number> = {
  home: 117_400,
  news: 104_900,
  newsDetail: 103_900,
  digital: 116_400,
  airoad: 108_400,
  eicad: 108_400,
  // A landing page loads what a product page loads (the content page, the footer, no contact block by default).
  landing: 108_400,
  report3d: 108_400,
  vrroad: 108_400,
  intelligent: 116_400,
  management: 116_400,
  smartSite: 116_400,
  prefabrication: 116_400,
  dtwin: 116_400,
  academy: 103_600,
  download: 112_500,
  phoneHome: 108_400,
  solutions: 116_400,
  cases: 116_400,
  about: 116_400,
  help: 112_400,
  updateLog: 98_700,
  search: 102_000,
  updateLogDetail: 98_900,
  privacy: 100_900,
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

/**
 * JavaScript run before the visitor's first action, on any page, in gzip bytes (bench's
 * `beforeInteractionJs`: boot, the motion script where the page autoplays, the vitals collector, the
 * form watcher; issue 34, decision 0057). The home page is the largest: 9,977 bytes on 2026-11-29,
 * 9,641 on 2026-11-30 once INP's collector (src/app/vitals-inp.ts) loads at the first interaction.
 */
export const BEFORE_ACTION_BUDGET_GZIP = 10_000;

/** A failure line for each page that runs more than `budget` before the visitor acts. */
export function overBeforeActionBudget(
  bundles: readonly { path: string; beforeInteractionJs: { gzip: number } }[],
  budget = BEFORE_ACTION_BUDGET_GZIP,
): string[] {
  return bundles
    .filter((b) => b.beforeInteractionJs.gzip > budget)
    .map((b) => `${b.path}: ${b.beforeInteractionJs.gzip} bytes gzip run before the first action > ${budget} (+${b.beforeInteractionJs.gzip - budget})`);
}
