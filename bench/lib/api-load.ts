// API throughput with autocannon against workerd directly: a hashed static asset as the ceiling,
// the two cacheable public reads and the contact-request write. The ceiling and the reads run in
// READ_ROUNDS interleaved rounds (ceiling, banners, news, ceiling, ...): each round's ratio compares
// runs a few seconds apart, and the figure is the median of the rounds, so one noisy stretch of a
// 2-core machine (or the first seconds after the server started) does not decide the verdict.
import autocannon, { type Options, type Result } from "autocannon";
import { median, round } from "./stats.ts";

export const CONNECTIONS = 10;
export const DURATION_S = 10;
export const READ_ROUNDS = 3;

export interface LoadResult {
  name: string;
  method: string;
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Share of answers with X-Read-Cache memory or edge (served without D1); public reads only. */
  withoutD1?: number;
  /** requestsPerSec / the static ceiling's (the median of the rounds' ratios for the reads); undefined for the ceiling itself. */
  ratioToCeiling?: number;
  /** Reads and the ceiling: each round's req/s (requestsPerSec is their median), and the reads' ratio per round. */
  rounds?: { requestsPerSec: number; ratioToCeiling?: number }[];
}

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** A contact request the Worker accepts; `[<id>]` is replaced per request so every lead is unique. */
const CONSULTATION_BODY = JSON.stringify({
  productId: "eicad",
  productName: "EICAD",
  customerName: "Bench [<id>]",
  ac: "+86",
  phone: "138 0000 0000",
  email: "bench-[<id>]@example.com",
  guestbook: "Benchmark lead [<id>]",
  page: "/pc_index",
  consent: true,
  privacyVersion: "2026-11-26",
});

/** Answers by their X-Read-Cache value ("none" when absent). */
type CacheCounts = Map<string, number>;

function fire(origin: string, target: Target, durationS: number, counts?: CacheCounts): Promise<Result> {
  const setupClient =
    counts &&
    ((client: Parameters<NonNullable<Options["setupClient"]>>[0]) => {
      client.on("headers", ({ headers }) => {
        const at = headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === "x-read-cache");
        const value = at >= 0 ? headers[at + 1] : "none";
        counts.set(value, (counts.get(value) ?? 0) + 1);
      });
    });
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${origin}${target.path}`,
        method: target.method,
        connections: CONNECTIONS,
        duration: durationS,
        headers: { "accept-language": "zh", ...target.headers },
        body: target.body,
        idReplacement: target.body !== undefined,
        ...(setupClient ? { setupClient } : {}),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

function toResult(target: Target, r: Result): LoadResult {
  return {
    name: target.name,
    method: target.method,
    path: target.path,
    requestsPerSec: round(r.requests.average, 1),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** One measured run and, for a public read, its answers by X-Read-Cache value. */
type Run = { result: Result; counts?: CacheCounts };

/** One measured run of `target` after a 1 s warm-up (isolate start, D1 open, JIT), with its cache counts for public reads. */
async function measure(origin: string, target: Target): Promise<Run> {
  await fire(origin, target, 1);
  const counts: CacheCounts | undefined = target.path.startsWith("/api/") && target.method === "GET" ? new Map() : undefined;
  return { result: await fire(origin, target, DURATION_S, counts), counts };
}

/** The rounds of one target folded into one figure: req/s the median, counts and latencies of the median round. */
function fold(target: Target, runs: Run[]): LoadResult {
  const rates = runs.map((r) => r.result.requests.average);
  const mid = runs[rates.indexOf(median(rates))] ?? runs[0];
  const folded = toResult(target, mid.result);
  folded.requestsPerSec = round(median(rates), 1);
  folded.total = runs.reduce((sum, r) => sum + r.result.requests.total, 0);
  folded.non2xx = runs.reduce((sum, r) => sum + r.result.non2xx, 0);
  folded.errors = runs.reduce((sum, r) => sum + r.result.errors, 0);
  folded.timeouts = runs.reduce((sum, r) => sum + r.result.timeouts, 0);
  folded.rounds = rates.map((rate) => ({ requestsPerSec: round(rate, 1) }));
  if (runs[0].counts) {
    const counts = new Map<string, number>();
    for (const run of runs) for (const [k, v] of run.counts ?? []) counts.set(k, (counts.get(k) ?? 0) + v);
    const all = [...counts.values()].reduce((a, b) => a + b, 0);
    folded.withoutD1 = all > 0 ? round(((counts.get("memory") ?? 0) + (counts.get("edge") ?? 0)) / all, 4) : 0;
  }
  return folded;
}

/** The ceiling and the reads in interleaved rounds, then the write; every API figure carries its ratio to the ceiling. */
export async function runApiLoad(origin: string, staticAsset: string, onStep: (label: string) => void): Promise<LoadResult[]> {
  const ceiling: Target = { name: "static asset (ceiling)", method: "GET", path: staticAsset };
  const reads: Target[] = [
    { name: "GET /api/banners", method: "GET", path: "/api/banners" },
    { name: "GET /api/news", method: "GET", path: "/api/news" },
  ];
  const write: Target = {
    name: "POST /api/consultations",
    method: "POST",
    path: "/api/consultations",
    body: CONSULTATION_BODY,
    headers: { "content-type": "application/json" },
  };
  const rate = (run: Run) => run.result.requests.average;
  const ceilingRuns: Run[] = [];
  const readRuns: Run[][] = reads.map(() => []);
  for (let pass = 1; pass <= READ_ROUNDS; pass++) {
    onStep(`${ceiling.name}, round ${pass}/${READ_ROUNDS}`);
    ceilingRuns.push(await measure(origin, ceiling));
    for (const [i, read] of reads.entries()) {
      onStep(`${read.name}, round ${pass}/${READ_ROUNDS}`);
      readRuns[i].push(await measure(origin, read));
    }
  }
  const readResults = reads.map((read, i) => {
    const folded = fold(read, readRuns[i]);
    const ratios = readRuns[i].map((run, n) => (rate(ceilingRuns[n]) > 0 ? rate(run) / rate(ceilingRuns[n]) : 0));
    folded.rounds = folded.rounds?.map((r, n) => ({ ...r, ratioToCeiling: round(ratios[n], 2) }));
    folded.ratioToCeiling = round(median(ratios), 2);
    return folded;
  });
  const ceilingResult = fold(ceiling, ceilingRuns);
  onStep(write.name);
  const writeResult = toResult(write, (await measure(origin, write)).result);
  writeResult.ratioToCeiling = ceilingResult.requestsPerSec > 0 ? round(writeResult.requestsPerSec / ceilingResult.requestsPerSec, 2) : 0;
  return [ceilingResult, ...readResults, writeResult];
}
