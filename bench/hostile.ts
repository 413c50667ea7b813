// Hostile-input check of a running local server: fires N requests (default 1,500) of the kinds an
// attacker or a broken client sends — oversized bodies, malformed JSON, wrong types, wrong content
// types, huge headers, random paths and queries, large bodies to routes that refuse the method or
// the path, GET and HEAD requests with a body — over a few kept-alive connections, and counts the answers. Any 5xx or dropped
// connection fails the run (exit 1).
//   node bench/hostile.ts [--origin=http://127.0.0.1:8787] [--requests=1500] [--connections=8] [--rotate-ips]
// --rotate-ips sends a random CF-Connecting-IP (IPv4 or IPv6) with each request, as a botnet would
// look at the edge; locally wrangler dev passes it through, so the bodies get past the rate limits
// and reach validation instead of an early 429.
import { Agent, request } from "node:http";
import { mulberry32 } from "../seed/lib/prng.ts";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const origin = arg("origin", `http://127.0.0.1:${process.env.PORT ?? 8787}`);
const total = Number(arg("requests", "1500"));
const connections = Number(arg("connections", "8"));
const rotateIps = process.argv.includes("--rotate-ips");
const agent = new Agent({ keepAlive: true, maxSockets: connections });

interface Shot {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Deterministic pseudo-random numbers, so two runs send the same requests. */
const rand = mulberry32(42);
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
const junk = (n: number) => Array.from({ length: n }, () => String.fromCharCode(33 + Math.floor(rand() * 94))).join("");

const WRITES = ["/api/consultations", "/api/visits", "/api/module-clicks", "/open-api/consultations"];
const JSON_HEADERS = { "Content-Type": "application/json" };
const LARGE = JSON.stringify({ customerName: "x".repeat(300 * 1024) });

const KINDS: (() => Shot)[] = [
  () => ({ kind: "oversized", method: "POST", path: pick(WRITES), headers: JSON_HEADERS, body: LARGE }),
  // Answered by the router (405, 404) before any handler could read the body.
  () => ({
    kind: "refused-large",
    ...pick([
      { method: pick(["DELETE", "PUT", "PATCH"]), path: pick(WRITES) },
      { method: "POST", path: "/api/nowhere" },
    ]),
    headers: JSON_HEADERS,
    body: LARGE,
  }),
  () => ({ kind: "malformed-json", method: "POST", path: pick(WRITES), headers: JSON_HEADERS, body: `{"path": "/x", ${junk(40)}` }),
  () => ({
    kind: "wrong-types",
    method: "POST",
    path: pick(WRITES),
    headers: JSON_HEADERS,
    body: JSON.stringify(pick([{ path: 42 }, { module: [1] }, { customerName: null, email: {} }, [], "str", 7, null])),
  }),
  () => ({
    kind: "wrong-content-type",
    method: "POST",
    path: pick(WRITES),
    headers: { "Content-Type": pick(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml"]) },
    body: "a=1&b=2",
  }),
  () => ({
    kind: "huge-header",
    method: "GET",
    path: pick(["/api/site", "/api/news", "/pc_index"]),
    headers: { "X-Filler": "h".repeat(12 * 1024), Cookie: `c=${"k".repeat(4 * 1024)}` },
  }),
  () => ({
    kind: "random-path",
    method: pick(["GET", "POST", "PUT", "DELETE", "PATCH"]),
    path: `/${pick(["api", "open-api", "files", "assets", ""])}/${encodeURIComponent(junk(20))}?${encodeURIComponent(junk(10))}=${encodeURIComponent(junk(30))}`,
    headers: {},
  }),
  () => ({
    kind: "random-query",
    method: "GET",
    path: `${pick(["/api/news", "/api/software", "/api/videos/1", "/api/news/1", "/files/x", "/pc_index"])}?pageIndex=${pick(["-1", "abc", "1e9", "99999999999999999999", ""])}&pageSize=${pick(["0", "51", "x"])}&${junk(8)}=${junk(8)}&language=${pick(["fr", "en", "zh", ""])}`,
    headers: {},
  }),
  // A body on a method that has none: answered as if it were not there, never 5xx (issue 32).
  () => ({
    kind: "get-with-body",
    method: pick(["GET", "HEAD"]),
    path: pick(["/api/site", "/api/news", "/pc_index", "/", "/files/x", "/api/nowhere", "/api/admin/stats"]),
    headers: JSON_HEADERS,
    body: pick([JSON.stringify({ q: junk(20) }), "x".repeat(64 * 1024)]),
  }),
  () => ({
    kind: "bad-admin",
    method: pick(["GET", "DELETE"]),
    path: pick(["/api/admin/consultations?format=csv", "/api/admin/stats?from=2026-13-40", "/open-api/admin/stats", "/api/admin/consultations/abc"]),
    headers: { Authorization: `Bearer ${junk(30)}` },
  }),
];

function fire(shot: Shot): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const headers = { ...shot.headers, ...(shot.body !== undefined ? { "Content-Length": String(Buffer.byteLength(shot.body)) } : {}) };
    // The raw path goes out as written (`//x`, odd escapes), as an attacker would send it.
    const req = request({ hostname, port, path: shot.path, method: shot.method, agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(-1));
    });
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(-1)); // connection refused/reset: counted apart from HTTP answers
    if (shot.body !== undefined) req.write(shot.body);
    req.end();
  });
}

const randomIp = () =>
  rand() < 0.5
    ? `198.18.${Math.floor(rand() * 256)}.${Math.floor(rand() * 256)}`
    : `2001:db8:${Math.floor(rand() * 65536).toString(16)}:${Math.floor(rand() * 65536).toString(16)}::${Math.floor(rand() * 65536).toString(16)}`;
const shots = Array.from({ length: total }, (_, i) => {
  const shot = KINDS[i % KINDS.length]!();
  if (rotateIps) shot.headers = { ...shot.headers, "CF-Connecting-IP": randomIp() };
  return shot;
});
const byStatus = new Map<number, number>();
const fivexx = new Map<string, number>();
const dropped = new Map<string, number>();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (next < shots.length) {
      const shot = shots[next++]!;
      const status = await fire(shot);
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      if (status >= 500) fivexx.set(shot.kind, (fivexx.get(shot.kind) ?? 0) + 1);
      if (status === -1) dropped.set(shot.kind, (dropped.get(shot.kind) ?? 0) + 1);
    }
  }),
);
agent.destroy();
const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
const byKind = (counts: Map<string, number>) => (counts.size ? ` (${[...counts.entries()].map(([k, n]) => `${k} ${n}`).join(", ")})` : "");
const count5xx = sum(fivexx);
const countDropped = sum(dropped);
const statuses = [...byStatus.entries()]
  .sort((a, b) => a[0] - b[0])
  .map(([s, n]) => `${s === -1 ? "no answer" : s}: ${n}`)
  .join(", ");
console.log(
  `hostile requests: ${total} to ${origin}${rotateIps ? " (rotating client IPs)" : ""} over ${connections} kept-alive connections in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`statuses: ${statuses}`);
console.log(`5xx: ${count5xx}${byKind(fivexx)}`);
console.log(`dropped connections: ${countDropped}${byKind(dropped)}`);
process.exit(count5xx === 0 && countDropped === 0 ? 0 : 1);
