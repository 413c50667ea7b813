// API throughput with autocannon against workerd directly: a hashed static asset as the ceiling,
// the two cacheable public reads and the contact-request write, one after another in one run.
import autocannon, { type Options, type Result } from "autocannon";
import { round } from "./stats.ts";

export const CONNECTIONS = 10;
export const DURATION_S = 10;

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
  /** requestsPerSec / the static ceiling's; undefined for the ceiling itself. */
  ratioToCeiling?: number;
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
});

/** Answers by their X-Read-Cache value ("none" when absent). */
type CacheCounts = Map<string, number>;

function fire(origin: string, target: Target, durationS: number, counts?: CacheCounts): Promise<Result> {
  const setupClient = counts && ((client: Parameters<NonNullable<Options["setupClient"]>>[0]) => {
    client.on("headers", ({ headers }) => {
      const at = headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === "x-read-cache");
      const value = at >= 0 ? headers[at + 1] : "none";
      counts.set(value, (counts.get(value) ?? 0) + 1);
    });
  });
  return new Promise((resolve, reject) => {
    autocannon({
      url: `${origin}${target.path}`,
      method: target.method,
      connections: CONNECTIONS,
      duration: durationS,
      headers: { "accept-language": "zh", ...target.headers },
      body: target.body,
      idReplacement: target.body !== undefined,
      ...(setupClient ? { setupClient } : {}),
    }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function toResult(target: Target, r: Result): LoadResult {
  return {
    name: target.name, method: target.method, path: target.path,
    requestsPerSec: round(r.requests.average, 1),
    p50Ms: r.latency.p50, p99Ms: r.latency.p99,
    total: r.requests.total, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts,
  };
}

/** Runs the ceiling first, then each API target; every API figure carries its ratio to the ceiling. */
export async function runApiLoad(origin: string, staticAsset: string, onStep: (label: string) => void): Promise<LoadResult[]> {
  const targets: Target[] = [
    { name: "static asset (ceiling)", method: "GET", path: staticAsset },
    { name: "GET /api/banners", method: "GET", path: "/api/banners" },
    { name: "GET /api/news", method: "GET", path: "/api/news" },
    { name: "POST /api/consultations", method: "POST", path: "/api/consultations", body: CONSULTATION_BODY, headers: { "content-type": "application/json" } },
  ];
  const results: LoadResult[] = [];
  for (const target of targets) {
    onStep(target.name);
    await fire(origin, target, 1); // warm-up (isolate start, D1 open, JIT), not counted
    const counts: CacheCounts | undefined = target.path.startsWith("/api/") && target.method === "GET" ? new Map() : undefined;
    const result = toResult(target, await fire(origin, target, DURATION_S, counts));
    if (counts) {
      const all = [...counts.values()].reduce((a, b) => a + b, 0);
      result.withoutD1 = all > 0 ? round(((counts.get("memory") ?? 0) + (counts.get("edge") ?? 0)) / all, 4) : 0;
    }
    results.push(result);
  }
  const ceiling = results[0].requestsPerSec;
  for (const r of results.slice(1)) r.ratioToCeiling = ceiling > 0 ? round(r.requestsPerSec / ceiling, 2) : 0;
  return results;
}
