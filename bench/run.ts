// `npm run bench`: builds the site, serves it from a fresh seeded state and measures Lighthouse,
// first-load bytes, API throughput and the large download. Prints tables, writes bench/results.json
// and refreshes the results block of bench/README.md (a partial run writes bench/out/results.json only).
// Not a test: it reports; it exits 1 only when a section could not be measured, never for a target.
//   --only=lighthouse,bundles,api,download,leads   run some sections   --runs=N   Lighthouse runs (default 3)
// Env: BENCH_PORT (workerd, default 8797), BENCH_PROXY_PORT (default BENCH_PORT + 1), BENCH_RECEIVER_PORT
// (the leads section's webhook receiver, default 8796), so two benches can run side by side.
//   --reuse-build                            skip the build when bench/out/dist exists
//   --lang=zh|en                             Lighthouse in one language (default both)
//   --routes=/pc_index,download              Lighthouse on some routes only (paths or page keys; default all)
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureDevVars } from "../scripts/start/dev-vars.ts";
import { ROUTES } from "../common/route-table.ts";
import { CONNECTIONS, DURATION_S, READ_ROUNDS, runApiLoad, type LoadResult } from "./lib/api-load.ts";
import { routeBundles, type RouteBundle } from "./lib/bundle-size.ts";
import { launchChrome, type Chrome } from "./lib/chrome.ts";
import { runDownload, SAMPLE_MS, type DownloadResult } from "./lib/download.ts";
import { CONCURRENCY as LEAD_CONCURRENCY, runLeadNotify, type LeadNotifyResult } from "./lib/lead-notify.ts";
import { ACCEPT_LANGUAGE, runLighthouse, type LighthouseResult } from "./lib/lighthouse.ts";
import { describeMachine, machineInfo } from "./lib/machine.ts";
import { parseOptions } from "./lib/options.ts";
import { benchPages } from "./lib/pages.ts";
import { FLOOR_PAGE, placeFloorPage } from "./lib/floor.ts";
import { BENCH_PROTOCOL, startCompressionProxy, type CompressionProxy } from "./lib/proxy.ts";
import { RESULTS_README, updateReadme } from "./lib/readme.ts";
import * as report from "./lib/report.ts";
import { assertPortFree, buildSite, freshState, prepareOut, startServer, stopServer, type BenchServer } from "./lib/server.ts";
import { checkTargets } from "./lib/targets.ts";

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 8797);
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? SERVER_PORT + 1);
const RECEIVER_PORT = Number(process.env.BENCH_RECEIVER_PORT ?? 8796);
/** A Lighthouse run takes 5-15 s on 2 busy cores; the watchdog allows 30 s each. */
const LIGHTHOUSE_RUN_BUDGET_MS = 30_000;

const root = new URL("..", import.meta.url).pathname;
const paths = { root, outDir: join(root, "bench/out"), logDir: join(root, "bench/out/logs") };
let options: ReturnType<typeof parseOptions>;
try {
  options = parseOptions(process.argv.slice(2));
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
const { only, runs, langs } = options;
const lighthouseRoutes = ROUTES.filter((r) => options.routes.includes(r.path));
const lighthouseRuns = only.has("lighthouse") ? runs * 2 * langs.length * (lighthouseRoutes.length + 1) : 0;
/** Hard stop well past the expected time (15 min for the other sections), so a hung step can never run forever. */
const WATCHDOG_MS = 15 * 60_000 + lighthouseRuns * LIGHTHOUSE_RUN_BUDGET_MS;
const reuseBuild = options.reuseBuild && existsSync(join(paths.outDir, "dist/client/.vite/manifest.json"));

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
const progress = (msg: string) => console.log(`  [${seconds().padStart(3)} s] ${msg}`);
const machine = machineInfo();
const errors: Record<string, string> = {};
const compressionNote = `${langs.map((l) => `${l} pages with Accept-Language ${ACCEPT_LANGUAGE[l]}`).join(", ")}; detail pages with the newest item's ?id=; through a local edge proxy on :${PROXY_PORT} in front of workerd (${BENCH_PROTOCOL === "h1" ? "HTTP/1.1, BENCH_PROTOCOL=h1" : "HTTP/2 over TLS"}; br when accepted, else gzip, text types; a page the Worker compressed itself passes through), like the edge`;
const leadNote = `webhook to a local receiver on :${RECEIVER_PORT} (signature verified); arrival = receiver time minus the client's time of the 200 answer; writes = autocannon POST /api/consultations, ${LEAD_CONCURRENCY} connections, 10 s, each on a fresh server`;
const apiNote = `workerd directly on :${SERVER_PORT}, ${CONNECTIONS} connections, ${DURATION_S} s each after a 1 s warm-up; the ceiling and the reads in ${READ_ROUNDS} interleaved rounds (req/s the median round, x ceiling the median of the rounds' ratios); rate limit off (local-only switch); public reads answered from the Worker's read cache (memory, then the local Cache API; keys carry the content version, API_CACHE_SECONDS) after the first request; "without D1" = share of answers with X-Read-Cache memory or edge`;

let server: BenchServer | undefined;
let proxy: CompressionProxy | undefined;
let chrome: Chrome | undefined;
async function cleanup(): Promise<void> {
  await chrome?.close().catch(() => {});
  await proxy?.close().catch(() => {});
  if (server) await stopServer(server).catch(() => {});
  chrome = proxy = server = undefined;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));
}
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${WATCHDOG_MS / 60_000} min, stopping`);
  void cleanup().finally(() => process.exit(1));
}, WATCHDOG_MS);

/** Runs one section, recording its error instead of aborting the others. */
async function section<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn();
  } catch (err) {
    errors[name] = err instanceof Error ? err.message : String(err);
    progress(`${name} FAILED: ${errors[name].split("\n")[0]}`);
    return undefined;
  }
}

function smallestHashedJs(distDir: string): string {
  const dir = join(distDir, "client/assets");
  const js = readdirSync(dir)
    .filter((f) => /-[\w-]{8}\.js$/.test(f))
    .map((f) => ({ f, size: statSync(join(dir, f)).size }));
  if (js.length === 0) throw new Error(`no hashed .js file in ${dir}`);
  return `/assets/${js.sort((a, b) => a.size - b.size)[0].f}`;
}

console.log(`\nbench ${machine.date}\nmachine: ${describeMachine(machine)}\nsections: ${[...only].join(", ")}\n`);
prepareOut(paths);
ensureDevVars(root);

let lighthouse: LighthouseResult[] | undefined;
let bundles: RouteBundle[] | undefined;
let api: LoadResult[] | undefined;
let download: DownloadResult | undefined;
let leads: LeadNotifyResult | undefined;
let staticAsset: string | undefined;
try {
  const distDir = join(paths.outDir, "dist");
  const needsServer = only.has("lighthouse") || only.has("api") || only.has("download");
  // Fail before the slow build when a port is taken.
  if (needsServer || only.has("leads")) await assertPortFree(SERVER_PORT);
  if (only.has("leads")) await assertPortFree(RECEIVER_PORT);
  if (only.has("lighthouse")) await assertPortFree(PROXY_PORT);
  if (reuseBuild) progress(`reusing the build in ${distDir}`);
  else {
    progress(`building into ${distDir}`);
    await buildSite(paths);
  }
  if (only.has("bundles")) bundles = await section("bundles", async () => routeBundles(distDir, ROUTES));
  // Before the server starts, so the asset server lists it (bench/lib/floor.ts).
  if (only.has("lighthouse")) placeFloorPage(root, distDir);
  if (needsServer) {
    progress("migrating and seeding a fresh state");
    const stateDir = await freshState(paths);
    progress(`starting workerd on :${SERVER_PORT} (state ${stateDir})`);
    server = await startServer(paths, distDir, stateDir, SERVER_PORT);
    const origin = server.origin;
    if (only.has("lighthouse")) {
      lighthouse = await section("lighthouse", async () => {
        proxy = await startCompressionProxy(PROXY_PORT, origin);
        chrome = await launchChrome();
        const reportDir = { abs: join(paths.outDir, "lighthouse"), rel: "bench/out/lighthouse" };
        // The floor page first in every round, so each route's LCP has a floor from the same run.
        const pages = [FLOOR_PAGE, ...(await benchPages(origin, lighthouseRoutes))];
        const result = await runLighthouse(proxy.origin, pages, runs, chrome.port, langs, reportDir, (done, total, label) =>
          progress(`lighthouse ${done}/${total} ${label}`),
        );
        await chrome.close();
        chrome = undefined;
        return result;
      });
    }
    if (only.has("api")) {
      api = await section("api", async () => {
        staticAsset = smallestHashedJs(distDir);
        return runApiLoad(origin, staticAsset, (label) => progress(`autocannon ${label}`));
      });
    }
    if (only.has("download")) {
      progress("streaming the large installer");
      download = await section("download", () => runDownload(origin, server!.child.pid!));
    }
  }
  if (only.has("leads")) {
    if (server) {
      progress("stopping the shared server (the leads section starts its own, with and without notifications)");
      await stopServer(server);
      server = undefined;
    }
    leads = await section("leads", () => runLeadNotify(paths, distDir, SERVER_PORT, RECEIVER_PORT, (label) => progress(label)));
  }
} catch (err) {
  errors.setup = err instanceof Error ? err.message : String(err);
  console.error(`bench: ${errors.setup}`);
} finally {
  progress("stopping the server, proxy and browser");
  await cleanup();
  clearTimeout(watchdog);
}

const targets = checkTargets({ lighthouse, bundles, api, download });
const sections: report.Section[] = [
  ...(lighthouse ? [report.lighthouseSection(lighthouse, runs, compressionNote)] : []),
  ...(bundles ? [report.bundleSection(bundles)] : []),
  ...(api ? [report.apiSection(api, `${apiNote}; ceiling ${staticAsset}`)] : []),
  ...(download ? [report.downloadSection(download)] : []),
  ...(leads ? [report.leadSection(leads, leadNote)] : []),
  report.targetSection(targets),
];
const header = `${machine.date.slice(0, 10)} on ${describeMachine(machine)}; ${seconds()} s in all`;
console.log(`\n${sections.map(report.renderText).join("\n\n")}\n`);
for (const r of lighthouse ?? []) {
  if (r.failing.length > 0) console.log(`  failing audits, ${r.lang} ${r.preset} ${r.url}: ${r.failing.join(", ")}`);
  const shifts = r.layoutShifts.map((s) => `${s.element} (${s.score})`).join("; ");
  if (r.median.cls > 0 && shifts) console.log(`  layout shifts, ${r.lang} ${r.preset} ${r.url}: ${shifts}`);
}
if (lighthouse) console.log("  Lighthouse HTML reports of the last run: bench/out/lighthouse/");
for (const [name, message] of Object.entries(errors)) console.log(`  section ${name} failed: ${message}`);

const results = {
  ...machine,
  durationSeconds: Number(seconds()),
  sections: [...only],
  method: {
    lighthouse: { runs, langs, presets: ["mobile", "desktop"], paths: options.routes, note: compressionNote },
    bundles: "Vite client manifest: entry static-import closure + the route's lazy page chunk and its static imports; KB = 1000 bytes",
    api: `${apiNote}; ceiling ${staticAsset ?? "n/a"}`,
    download: `GET /api/software -> file over 50 MB, streamed from workerd; RSS from /proc every ${SAMPLE_MS} ms`,
    leads: leadNote,
  },
  lighthouse,
  bundles,
  api,
  download,
  leads,
  targets,
  errors,
};
// Only a full, error-free run replaces the committed figures; partial runs stay in bench/out.
const complete = options.isDefault && Object.keys(errors).length === 0;
const resultsPath = complete ? "bench/results.json" : "bench/out/results.json";
writeFileSync(join(root, resultsPath), `${JSON.stringify(results, null, 2)}\n`);
const readme = complete ? updateReadme(join(root, RESULTS_README), `Latest run: ${header}.\n\n${sections.map(report.renderMarkdown).join("\n\n")}`) : false;
console.log(
  `wrote ${resultsPath}${readme ? ` and the results block of ${RESULTS_README}` : complete ? ` (${RESULTS_README} has no bench markers; not updated)` : ` (not a default full run, or a section failed: bench/results.json and ${RESULTS_README} left alone)`}; ${header}`,
);
process.exit(Object.keys(errors).length > 0 ? 1 : 0);
