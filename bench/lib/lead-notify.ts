// Lead notifications under load: the time from a lead's 200 answer to its signed webhook's arrival
// at a local receiver (100 leads, 10 at a time), and lead write throughput with notifications on as
// a ratio to off (autocannon, the same body as the API section, each on its own fresh server).
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { startReceiver, type Receiver } from "../../tests/e2e/support/webhook-receiver.ts";
import { freshState, startServer, stopServer, type BenchServer, type ServerPaths } from "./server.ts";
import { round } from "./stats.ts";

export const LEADS = 100;
export const CONCURRENCY = 10;
const WRITE_DURATION_S = 10;
/** A lead that has not arrived after this long counts as missing. */
const ARRIVAL_TIMEOUT_MS = 60_000;

export interface LeadNotifyResult {
  leads: number;
  concurrency: number;
  arrived: number;
  unverified: number;
  duplicates: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  writeOnRps: number;
  writeOffRps: number;
  /** writeOnRps / writeOffRps. */
  ratio: number;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const body = (n: string) =>
  JSON.stringify({
    productId: "eicad",
    productName: "EICAD",
    customerName: `Bench ${n}`,
    ac: "+86",
    phone: "138 0000 0000",
    email: `bench-${n}@example.com`,
    guestbook: `Benchmark lead ${n}`,
    page: "/pc_index",
    consent: true,
    privacyVersion: "2026-11-26",
  });

/** Posts LEADS leads, CONCURRENCY at a time; returns lead id -> time of its 200 answer. */
async function postLeads(origin: string): Promise<Map<number, number>> {
  const answered = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < LEADS) {
      const n = next++;
      const res = await fetch(`${origin}/api/consultations`, { method: "POST", headers: { "content-type": "application/json" }, body: body(`latency-${n}`) });
      const at = Date.now();
      if (res.status !== 200) throw new Error(`lead ${n} answered ${res.status}`);
      answered.set(((await res.json()) as { data: { id: number } }).data.id, at);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answered;
}

function writeThroughput(origin: string): Promise<number> {
  const run = (duration: number) =>
    new Promise<number>((resolve, reject) => {
      autocannon(
        {
          url: `${origin}/api/consultations`,
          method: "POST",
          connections: CONCURRENCY,
          duration,
          headers: { "content-type": "application/json" },
          body: body("load-[<id>]"),
          idReplacement: true,
        },
        (err, r) => (err ? reject(err) : r.non2xx > 0 ? reject(new Error(`${r.non2xx} non-2xx answers`)) : resolve(r.requests.average)),
      );
    });
  return run(1).then(() => run(WRITE_DURATION_S));
}

async function withServer<T>(paths: ServerPaths, distDir: string, port: number, vars: Record<string, string>, fn: (s: BenchServer) => Promise<T>): Promise<T> {
  const server = await startServer(paths, distDir, await freshState(paths), port, vars);
  try {
    return await fn(server);
  } finally {
    await stopServer(server);
  }
}

export async function runLeadNotify(
  paths: ServerPaths,
  distDir: string,
  port: number,
  receiverPort: number,
  onStep: (label: string) => void,
): Promise<LeadNotifyResult> {
  const secret = randomBytes(16).toString("hex");
  const receiver: Receiver = await startReceiver(receiverPort, secret);
  try {
    const vars = { NOTIFY_WEBHOOK_URL: receiver.url, NOTIFY_WEBHOOK_SECRET: secret };
    const on = await withServer(paths, distDir, port, vars, async (server) => {
      onStep(`${LEADS} leads, ${CONCURRENCY} at a time, until their webhooks arrive`);
      const answered = await postLeads(server.origin);
      const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
      const arrivedFor = () => new Set(receiver.accepted().map((a) => a.event.lead.id));
      while (Date.now() < deadline && [...answered.keys()].some((id) => !arrivedFor().has(id))) await new Promise((r) => setTimeout(r, 100));
      const latencies: number[] = [];
      for (const [id, at] of answered) {
        const first = receiver.accepted().find((a) => a.event.lead.id === id);
        if (first) latencies.push(first.at - at);
      }
      const ids = receiver
        .accepted()
        .filter((a) => answered.has(a.event.lead.id))
        .map((a) => a.id);
      const stats = {
        arrived: latencies.length,
        duplicates: ids.length - new Set(ids).size,
        unverified: receiver.attempts.filter((a) => !a.verified).length,
        latencies,
      };
      onStep("lead writes with notifications on (autocannon)");
      return { ...stats, rps: await writeThroughput(server.origin) };
    });
    onStep("lead writes with notifications off (autocannon)");
    const offRps = await withServer(paths, distDir, port, {}, (server) => writeThroughput(server.origin));
    return {
      leads: LEADS,
      concurrency: CONCURRENCY,
      arrived: on.arrived,
      unverified: on.unverified,
      duplicates: on.duplicates,
      medianMs: percentile(on.latencies, 50),
      p95Ms: percentile(on.latencies, 95),
      maxMs: Math.max(...on.latencies),
      writeOnRps: round(on.rps, 1),
      writeOffRps: round(offRps, 1),
      ratio: offRps > 0 ? round(on.rps / offRps, 2) : 0,
    };
  } finally {
    await receiver.close();
  }
}
