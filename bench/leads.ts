// Lead bench (issue 32): 2,000 leads with distinct phones and e-mails, then 2,000 sharing one phone
// (each its own e-mail), through POST /api/consultations of a running server with its rate limits on:
// each lead comes from its own client address and every 25 from a new /24 network (below the 5 a
// minute per client and 30 an hour per network), as a botnet would. Prints the rate of each, the ratio,
// the rows in lead_links and the D1 growth per lead, and writes bench/out/leads.json.
//   node bench/leads.ts [--leads=2000] [--connections=8] [--port=8795]   builds, seeds and serves its own
//   node bench/leads.ts --origin=http://127.0.0.1:8787 [--state=<persist dir>]   an existing server (rows and
//     sizes only with --state, the folder its D1 is persisted in)
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { PRIVACY_VERSION } from "../common/privacy.ts";
import { buildSite, freshState, prepareOut, startServer, stopServer, type BenchServer } from "./lib/server.ts";

const root = new URL("..", import.meta.url).pathname;
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const LEADS = Number(arg("leads") ?? 2000);
const CONNECTIONS = Number(arg("connections") ?? 8);
const PORT = Number(arg("port") ?? 8795);
/** Leads per /24 network: under the 30 an hour of the per-network limit. */
const PER_NETWORK = 25;
const outDir = join(root, "bench/out");
const paths = { root, outDir: join(outDir, "leads"), logDir: join(outDir, "leads/logs") };
const log = (msg: string) => console.log(`[leads ${new Date().toISOString().slice(11, 19)}] ${msg}`);

let server: BenchServer | undefined;
let origin = arg("origin");
let stateDir = arg("state");
if (!origin) {
  prepareOut(paths);
  log("building the site");
  const distDir = await buildSite(paths);
  log("fresh D1 (migrated and seeded)");
  stateDir = await freshState(paths);
  server = await startServer(paths, distDir, stateDir, PORT, {}, { rateLimits: true });
  origin = server.origin;
  log(`serving on ${origin}, rate limits on`);
}

/** The D1 SQLite files under the persist folder (not the metadata database). */
function sqliteFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.sqlite(-wal)?$/.test(entry.name) && !path.includes("metadata") && path.includes("d1")) found.push(path);
    }
  };
  walk(dir);
  return found;
}

/** Rows of lead_links and consultations, and the D1 database's bytes in use (pages minus free pages, WAL checkpointed first). */
function measure(): { links: number; leads: number; usedBytes: number } | undefined {
  if (!stateDir) return undefined;
  const main = sqliteFiles(stateDir)
    .filter((f) => f.endsWith(".sqlite"))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (!main) return undefined;
  const db = new DatabaseSync(main);
  const one = (sql: string) => Object.values(db.prepare(sql).get() as Record<string, number>)[0]!;
  db.exec("PRAGMA wal_checkpoint(PASSIVE)");
  const result = {
    links: one("SELECT count(*) FROM lead_links"),
    leads: one("SELECT count(*) FROM consultations"),
    usedBytes: (one("PRAGMA page_count") - one("PRAGMA freelist_count")) * one("PRAGMA page_size"),
  };
  db.close();
  return result;
}

let sent = 0;
/** A client address of its own for lead `n`, in a /24 of its own for every PER_NETWORK leads. */
const addressOf = (n: number) => {
  const network = Math.floor(n / PER_NETWORK);
  return `10.${Math.floor(network / 250) % 250}.${network % 250}.${(n % PER_NETWORK) + 1}`;
};

/** Sends `LEADS` leads built by `body(i)` over CONNECTIONS connections; returns leads a second and the failures. */
async function send(label: string, body: (i: number) => Record<string, unknown>): Promise<{ perSecond: number; failed: Record<string, number> }> {
  let next = 0;
  const failed: Record<string, number> = {};
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < LEADS) {
        const i = next++;
        const ip = addressOf(sent++);
        const res = await fetch(`${origin}/api/consultations`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
          body: JSON.stringify({
            productId: "eicad",
            productName: "EICAD",
            customerName: `Bench ${label} ${i}`,
            consent: true,
            privacyVersion: PRIVACY_VERSION,
            guestbook: "Bench lead.",
            ...body(i),
          }),
        }).catch(() => undefined);
        const status = res ? String(res.status) : "no answer";
        if (res) await res.arrayBuffer();
        if (status !== "200") failed[status] = (failed[status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: LEADS / seconds, failed };
}

try {
  const before = measure();
  log(`${LEADS} leads with distinct phones and e-mails`);
  const distinct = await send("distinct", (i) => ({ email: `distinct-${i}@example.com`, ac: "+86", phone: `139 ${String(i).padStart(4, "0")} 0000` }));
  const afterDistinct = measure();
  log(`${LEADS} leads sharing one phone`);
  const shared = await send("shared", (i) => ({ email: `shared-${i}@example.com`, ac: "+86", phone: "138 0000 0000" }));
  const afterShared = measure();

  const growth = (a?: { usedBytes: number }, b?: { usedBytes: number }) => (a && b ? (b.usedBytes - a.usedBytes) / LEADS : undefined);
  const result = {
    leads: LEADS,
    connections: CONNECTIONS,
    origin,
    distinct: {
      leadsPerSecond: distinct.perSecond,
      failed: distinct.failed,
      bytesPerLead: growth(before, afterDistinct),
      links: afterDistinct && before ? afterDistinct.links - before.links : undefined,
    },
    shared: {
      leadsPerSecond: shared.perSecond,
      failed: shared.failed,
      bytesPerLead: growth(afterDistinct, afterShared),
      links: afterShared && afterDistinct ? afterShared.links - afterDistinct.links : undefined,
    },
    ratio: shared.perSecond / distinct.perSecond,
    linksBound: 6 * LEADS,
  };
  const kb = (b?: number) => (b === undefined ? "n/a (pass --state)" : `${(b / 1024).toFixed(2)} KB`);
  console.log("");
  console.log(
    `distinct phones: ${distinct.perSecond.toFixed(1)} leads/s, lead_links +${result.distinct.links ?? "n/a"}, D1 ${kb(result.distinct.bytesPerLead)} a lead${Object.keys(distinct.failed).length ? `, failed ${JSON.stringify(distinct.failed)}` : ""}`,
  );
  console.log(
    `one shared phone: ${shared.perSecond.toFixed(1)} leads/s, lead_links +${result.shared.links ?? "n/a"} (bound ${result.linksBound}), D1 ${kb(result.shared.bytesPerLead)} a lead${Object.keys(shared.failed).length ? `, failed ${JSON.stringify(shared.failed)}` : ""}`,
  );
  console.log(`shared / distinct: ${result.ratio.toFixed(2)}x`);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "leads.json"), `${JSON.stringify(result, null, 2)}\n`);
  const ok =
    result.ratio >= 0.9 &&
    (result.shared.links === undefined || result.shared.links <= result.linksBound) &&
    !Object.keys(distinct.failed).length &&
    !Object.keys(shared.failed).length;
  process.exitCode = ok ? 0 : 1;
} finally {
  if (server) await stopServer(server);
}
