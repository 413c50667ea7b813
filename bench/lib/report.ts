// Renders the results as plain-text tables (terminal) or Markdown (bench/README.md) from one set of rows.
import type { LoadResult } from "./api-load.ts";
import type { RouteBundle } from "./bundle-size.ts";
import type { DownloadResult } from "./download.ts";
import type { LeadNotifyResult } from "./lead-notify.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import { lcpRatio } from "./floor.ts";
import { kb } from "./stats.ts";
import type { TargetCheck } from "./targets.ts";

export interface Section {
  title: string;
  note?: string;
  headers: string[];
  rows: string[][];
}

/** Lighthouse medians, one row per route and preset; LCP also as a ratio to the floor page's (bench/lib/floor.ts). */
export function lighthouseSection(results: LighthouseResult[], runs: number, note: string): Section {
  return {
    title: `Lighthouse (median of ${runs} run${runs === 1 ? "" : "s"})`,
    note: `${note}; LCP x floor = the route's median LCP over the floor page's (bench/floor.html, one paragraph, no stylesheet, same server and proxy) in the same language and preset`,
    headers: ["route", "lang", "preset", "perf", "a11y", "best pr.", "SEO", "LCP ms", "LCP x floor", "CLS", "TBT ms"],
    rows: results.map((r) => [
      r.url,
      r.lang,
      r.preset,
      String(r.median.performance),
      String(r.median.accessibility),
      String(r.median.bestPractices),
      String(r.median.seo),
      String(r.median.lcpMs),
      String(lcpRatio(results, r) ?? ""),
      String(r.median.cls),
      String(r.median.tbtMs),
    ]),
  };
}

/** First-load bytes per route. */
export function bundleSection(bundles: RouteBundle[]): Section {
  return {
    title:
      "First-load JS and CSS per route (KB = 1000 bytes; gzip -9, brotli q11, per file; JS before paint = the boot entry; JS run before the first interaction = boot, the motion script where the page autoplays (decision 0030), the vitals collector, and with the contact form its watcher and the area-code names (0045); the app's chunks are only prefetched at idle until the visitor acts)",
    headers: ["route", "JS raw", "JS gzip", "JS br", "JS before paint gzip", "JS run before interaction gzip", "CSS raw", "CSS gzip", "CSS br", "files"],
    rows: bundles.map((b) => [
      b.path,
      kb(b.js.raw),
      kb(b.js.gzip),
      kb(b.js.brotli),
      kb(b.bootJs.gzip),
      kb(b.beforeInteractionJs.gzip),
      kb(b.css.raw),
      kb(b.css.gzip),
      kb(b.css.brotli),
      String(b.files.length),
    ]),
  };
}

/** Requests per second and latency per endpoint. */
export function apiSection(results: LoadResult[], note: string): Section {
  return {
    title: "API load (autocannon)",
    note,
    headers: ["endpoint", "req/s", "p50 ms", "p99 ms", "x ceiling", "without D1", "requests", "non-2xx", "errors"],
    rows: results.map((r) => [
      r.name,
      String(r.requestsPerSec),
      String(r.p50Ms),
      String(r.p99Ms),
      r.ratioToCeiling === undefined ? "1" : String(r.ratioToCeiling),
      r.withoutD1 === undefined ? "" : `${(r.withoutD1 * 100).toFixed(2)} %`,
      String(r.total),
      String(r.non2xx),
      String(r.errors + r.timeouts),
    ]),
  };
}

/** Lead webhook arrival after the 200 answer, and lead write throughput with notifications on vs off. */
export function leadSection(r: LeadNotifyResult, note: string): Section {
  return {
    title: "Lead notifications (signed webhook to a local receiver)",
    note,
    headers: ["leads", "arrived", "median ms", "p95 ms", "max ms", "dup. ids", "writes on req/s", "writes off req/s", "on / off"],
    rows: [
      [
        `${r.leads} (${r.concurrency} at a time)`,
        String(r.arrived),
        String(r.medianMs),
        String(r.p95Ms),
        String(r.maxMs),
        String(r.duplicates),
        String(r.writeOnRps),
        String(r.writeOffRps),
        String(r.ratio),
      ],
    ],
  };
}

/** Download throughput and workerd memory. */
export function downloadSection(d: DownloadResult): Section {
  return {
    title: "Large download (streamed from R2 through the Worker)",
    note: `${d.fileUrl}, ${d.rounds} downloads in a row; RSS = sum over workerd pids ${d.workerdPids.join(", ")}, ${d.samples} samples`,
    headers: ["size MB", "MB/s (median)", "MB/s runs", "RSS before MB", "peak per run MB", "delta MB", "RSS after MB"],
    rows: [
      [
        (d.bytes / 1e6).toFixed(1),
        String(d.throughputMBps),
        d.throughputRuns.join(" / "),
        String(d.rssBeforeMB),
        d.roundPeaksMB.join(" / "),
        `+${d.rssDeltaMB}`,
        String(d.rssAfterMB),
      ],
    ],
  };
}

/** Targets with their verdicts. */
export function targetSection(checks: TargetCheck[]): Section {
  return {
    title: "Targets",
    headers: ["target", "figure", "verdict"],
    rows: checks.map((c) => [c.target, c.figure, c.met ? "met" : "NOT MET"]),
  };
}

/** Padded plain-text table. */
export function renderText(section: Section): string {
  const widths = section.headers.map((h, i) => Math.max(h.length, ...section.rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  return [
    `== ${section.title}`,
    ...(section.note ? [`   ${section.note}`] : []),
    line(section.headers),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...section.rows.map(line),
  ].join("\n");
}

/** Markdown table with a bold title line. */
export function renderMarkdown(section: Section): string {
  const esc = (c: string) => c.replace(/\|/g, "\\|");
  return [
    `**${section.title}**${section.note ? ` (${section.note})` : ""}`,
    "",
    `| ${section.headers.map(esc).join(" | ")} |`,
    `|${section.headers.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`,
    ...section.rows.map((r) => `| ${r.map(esc).join(" | ")} |`),
  ].join("\n");
}
