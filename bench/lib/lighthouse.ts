// Lighthouse (node API) with the mobile (default) and desktop presets, several runs per route and
// preset, reporting the median of each figure. Runs are interleaved so machine noise spreads evenly.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse, { desktopConfig } from "lighthouse";
import { median, round } from "./stats.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
export type Preset = "mobile" | "desktop";

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface LighthouseResult {
  /** The route's path; detail pages are loaded with `?id=` of a seeded item (`url`). */
  path: string;
  url: string;
  lang: BenchLang;
  preset: Preset;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** Audits that failed in the last run, for categories other than performance (what to fix). */
  failing: string[];
  warnings: string[];
  /** Runs repeated because Lighthouse reported a runtime error. */
  retries: number;
  /** Per run, in run order: what the LCP was and what fed it, to explain a run that stands out. */
  diagnostics: RunDiagnostics[];
  /** Largest layout shifts of the last run (element and score), to find what moves. */
  layoutShifts: { element: string; score: number }[];
  /** The last run's HTML report, relative to the project root. */
  report: string;
}

/** What one run's LCP was made of: its element, the observed server time and the main thread's busy time. */
export interface RunDiagnostics {
  lcpMs: number;
  /** The LCP element (selector and the start of its text). */
  lcpElement: string;
  /** The document's observed server response time (ms), which the simulation carries over. */
  serverMs: number;
  /** Main-thread work over the whole load (ms, as Lighthouse reports it). */
  mainThreadMs: number;
  /** Everything the load transferred (KB). */
  transferKB: number;
}

interface Lhr {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score: number | null;
      scoreDisplayMode: string;
      details?: {
        items?: { type?: string; node?: { selector?: string; nodeLabel?: string }; selector?: string; snippet?: string; score?: number }[];
      };
    }
  >;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
}

/** An audit's numeric value (NaN when the run has none). */
function numeric(lhr: Lhr, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function figuresOf(lhr: Lhr): LighthouseFigures {
  const score = (c: Category) => round((lhr.categories[c].score ?? 0) * 100);
  const value = (id: string) => numeric(lhr, id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: round(value("largest-contentful-paint")),
    cls: round(value("cumulative-layout-shift"), 3),
    tbtMs: round(value("total-blocking-time")),
  };
}

function diagnosticsOf(lhr: Lhr): RunDiagnostics {
  const value = (id: string) => round(numeric(lhr, id));
  const lcpNode = (lhr.audits["lcp-breakdown-insight"]?.details?.items ?? []).find((item) => item.type === "node");
  return {
    lcpMs: value("largest-contentful-paint"),
    lcpElement: lcpNode ? describeNode({ selector: lcpNode.selector, nodeLabel: lcpNode.snippet }) : "(none)",
    serverMs: value("server-response-time"),
    mainThreadMs: value("mainthread-work-breakdown"),
    transferKB: round(numeric(lhr, "total-byte-weight") / 1024, 1),
  };
}

function failingAudits(lhr: Lhr): string[] {
  const ids = new Set<string>();
  for (const c of CATEGORIES.filter((c) => c !== "performance")) {
    for (const ref of lhr.categories[c].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1) ids.add(`${c}:${ref.id}`);
    }
  }
  return [...ids];
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART and the like). */
const ATTEMPTS = 3;

/** Selector plus the start of the element's text, on one line. */
function describeNode(node: { selector?: string; nodeLabel?: string } | undefined): string {
  const label = (node?.nodeLabel ?? "").replace(/\s+/g, " ").trim();
  const short = label.length > 60 ? `${label.slice(0, 59)}…` : label;
  return [node?.selector, short && `"${short}"`].filter(Boolean).join(" ") || "(unknown)";
}

function layoutShiftsOf(lhr: Lhr): { element: string; score: number }[] {
  return (lhr.audits["layout-shifts"]?.details?.items ?? []).slice(0, 3).map((item) => ({
    element: describeNode(item.node),
    score: round(item.score ?? 0, 3),
  }));
}

interface Run {
  lhr: Lhr;
  html: string;
}

/** Accept-Language per measured language: the Worker serves the prerendered page in that language. */
export const ACCEPT_LANGUAGE = { zh: "zh-CN,zh;q=0.9", en: "en-US,en;q=0.9" } as const;
export type BenchLang = keyof typeof ACCEPT_LANGUAGE;

async function runOnce(url: string, preset: Preset, port: number, lang: BenchLang): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      port,
      extraHeaders: { "Accept-Language": ACCEPT_LANGUAGE[lang] },
      output: "html",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      maxWaitForLoad: 45_000,
    },
    preset === "desktop" ? desktopConfig : undefined,
  );
  const lhr = result?.lhr as unknown as Lhr | undefined;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url} (${preset})`);
  if (lhr.runtimeError) throw new Error(`Lighthouse ${preset} ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return { lhr, html: String(result!.report) };
}

/** One measured run, retried when Lighthouse itself reports a runtime error. */
async function runWithRetry(url: string, preset: Preset, port: number, lang: BenchLang, onRetry: (err: Error) => void): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, preset, port, lang);
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      onRetry(err as Error);
    }
  }
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const pick = (k: keyof LighthouseFigures) => median(runs.map((r) => r[k]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: round(pick("lcpMs")),
    cls: round(pick("cls"), 3),
    tbtMs: round(pick("tbtMs")),
  };
}

/** A page to measure: its route path and the URL path loaded (detail pages carry an `?id=`). */
export interface BenchPage {
  path: string;
  url: string;
}

/**
 * Runs every page in every language with both presets `runs` times against `origin`; `onRun`
 * reports progress. Runs are interleaved (run 1 of everything, then run 2, ...). The last run's HTML
 * report per page, language and preset is written to `reportDir`. Pages are requested with the
 * Accept-Language of their language.
 */
export async function runLighthouse(
  origin: string,
  pages: readonly BenchPage[],
  runs: number,
  chromePort: number,
  langs: readonly BenchLang[],
  reportDir: { abs: string; rel: string },
  onRun: (done: number, total: number, label: string) => void,
): Promise<LighthouseResult[]> {
  const presets: Preset[] = ["mobile", "desktop"];
  const collected = new Map<string, { runs: LighthouseFigures[]; diagnostics: RunDiagnostics[]; last?: Lhr; report?: string }>();
  mkdirSync(reportDir.abs, { recursive: true });
  const total = runs * presets.length * pages.length * langs.length;
  let done = 0;
  const retries = new Map<string, number>();
  const keyOf = (lang: BenchLang, preset: Preset, page: BenchPage) => `${lang} ${preset} ${page.url}`;
  for (let i = 0; i < runs; i++) {
    for (const lang of langs) {
      for (const preset of presets) {
        for (const page of pages) {
          const key = keyOf(lang, preset, page);
          const { lhr, html } = await runWithRetry(`${origin}${page.url}`, preset, chromePort, lang, (err) => {
            retries.set(key, (retries.get(key) ?? 0) + 1);
            onRun(done, total, `retrying ${key} after: ${err.message.split("\n")[0]}`);
          });
          const entry = collected.get(key) ?? { runs: [], diagnostics: [] };
          entry.runs.push(figuresOf(lhr));
          entry.diagnostics.push(diagnosticsOf(lhr));
          entry.last = lhr;
          entry.report = `${lang}-${preset}${page.path.replace(/\//g, "-")}.html`;
          writeFileSync(join(reportDir.abs, entry.report), html);
          collected.set(key, entry);
          onRun(++done, total, key);
        }
      }
    }
  }
  return langs.flatMap((lang) =>
    presets.flatMap((preset) =>
      pages.map((page) => {
        const key = keyOf(lang, preset, page);
        const entry = collected.get(key)!;
        return {
          path: page.path,
          url: page.url,
          lang,
          preset,
          median: medianFigures(entry.runs),
          runs: entry.runs,
          diagnostics: entry.diagnostics,
          failing: failingAudits(entry.last!),
          warnings: [...new Set(entry.last!.runWarnings)],
          retries: retries.get(key) ?? 0,
          layoutShifts: layoutShiftsOf(entry.last!),
          report: `${reportDir.rel}/${entry.report}`,
        };
      }),
    ),
  );
}
