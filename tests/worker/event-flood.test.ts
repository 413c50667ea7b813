/**
 * Issue 23: a flood of visits with random, maximal fields from many clients must not fill D1. Events
 * are counted (CONTRACT "Measuring what sells"), so the database grows by at most a fixed number of
 * rows a day (README "Data kept"), and the admin answers stay small.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Envelope } from "../../worker/lib/envelope.ts";
import type { Dashboard } from "../../worker/schemas/admin-api.ts";
import { call } from "./fixtures.ts";

/** The README's bound on rows a day added by events of any number and content. */
const ROWS_PER_DAY_BOUND = 1414;
const CLIENTS = 100;
const PER_CLIENT = 100;
const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };

const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~道路设计数字孪生智慧工地立交桥梁隧道软件下载";
const junk = (n: number, alphabet = ALPHABET) => Array.from({ length: n }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join("");
/** Header values are bytes: a user agent gets the ASCII part. */
const asciiJunk = (n: number) => junk(n, ALPHABET.slice(0, 66));

/** Rows in every table of the database (whatever a change stores events in). */
async function totalRows(): Promise<number> {
  const tables = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'`,
  ).all<{ name: string }>();
  let n = 0;
  for (const { name } of tables.results) n += (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first<{ n: number }>())!.n;
  return n;
}

/** Bytes of the database as D1 reports them after a statement. */
const dbBytes = async () => (await env.DB.prepare("SELECT 1").run()).meta.size_after;

/** Visit `i` of client `c`: one in 20 comes from a real campaign ("newsletter"), the rest carry junk everywhere. */
function visit(c: number, i: number): Promise<Response> {
  const real = i % 20 === 0;
  const page = real
    ? "https://example.com/pc_index?utm_source=newsletter&utm_campaign=spring"
    : `https://example.com/x?utm_source=${encodeURIComponent(junk(100))}&utm_campaign=${encodeURIComponent(junk(100))}`;
  const body = {
    path: real ? "/pc_index" : `/${junk(511)}`,
    referrer: `https://${junk(20).replace(/[^a-z0-9]/gi, "") || "r"}.example/${junk(900)}`.slice(0, 1024),
    language: i % 2 ? "en" : "zh",
    screen: "1920x1080",
    ...(i % 7 === 0 ? { event: i % 14 === 0 ? "form_view" : "form_start" } : {}),
  };
  return call("/api/visits", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": `203.0.113.${c + 1}`,
      "User-Agent": `Mozilla/5.0 ${asciiJunk(3000)}`,
      Referer: page,
    },
    body: JSON.stringify(body),
  });
}

/** Runs `jobs` with at most `width` in flight. */
async function pool(jobs: (() => Promise<void>)[], width: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) await jobs[next++]!();
    }),
  );
}

describe("a flood of random visits", () => {
  it("grows the database by a bounded number of rows and well under 1 MB; the admin answers stay small", async () => {
    const rowsBefore = await totalRows();
    const bytesBefore = await dbBytes();
    const statuses = new Map<number, number>();
    const jobs: (() => Promise<void>)[] = [];
    for (let i = 0; i < PER_CLIENT; i += 1) {
      for (let c = 0; c < CLIENTS; c += 1) {
        jobs.push(async () => {
          const res = await visit(c, i);
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        });
      }
    }
    const started = performance.now();
    await pool(jobs, 16);
    const seconds = (performance.now() - started) / 1000;
    const rowsGrown = (await totalRows()) - rowsBefore;
    const bytesGrown = (await dbBytes()) - bytesBefore;

    const today = new Date().toISOString().slice(0, 10);
    const stats = await call(`/api/admin/stats?from=${today}&to=${today}`, { headers: AUTH });
    const statsBytes = (await stats.clone().arrayBuffer()).byteLength;
    const dash = await call(`/api/admin/dashboard?from=${today}&to=${today}`, { headers: AUTH });
    const dashBytes = (await dash.clone().arrayBuffer()).byteLength;
    const d = ((await dash.json()) as Envelope<Dashboard>).data!;
    console.log(
      JSON.stringify({
        visits: CLIENTS * PER_CLIENT,
        clients: CLIENTS,
        seconds: Number(seconds.toFixed(1)),
        statuses: Object.fromEntries(statuses),
        rowsGrown,
        rowsBound: ROWS_PER_DAY_BOUND,
        bytesGrown,
        statsBytes,
        dashboardBytes: dashBytes,
      }),
    );

    expect(Object.fromEntries(statuses)).toEqual({ 200: CLIENTS * PER_CLIENT });
    expect(rowsGrown).toBeLessThanOrEqual(ROWS_PER_DAY_BOUND);
    expect(bytesGrown).toBeLessThan(512 * 1024);
    expect(stats.status).toBe(200);
    expect(statsBytes).toBeLessThan(64 * 1024);
    expect(dashBytes).toBeLessThan(64 * 1024);
    // Every visit is counted, the random paths as `other`; the real source keeps its name.
    const form = CLIENTS * Math.ceil(PER_CLIENT / 7);
    expect(d.totals.visits).toBe(CLIENTS * PER_CLIENT - form);
    expect(d.visitsPerPage.find((r) => r.path === "other")?.count).toBe(d.totals.visits - CLIENTS * (PER_CLIENT / 20 - 1));
    const newsletter = d.conversion.byUtmSource.find((r) => r.key === "newsletter");
    // Space-Saving: a name with more than 1/100 of the day's events is kept, at most 1/100 of them counted as `other`.
    expect(newsletter?.visits).toBeGreaterThanOrEqual(CLIENTS * (PER_CLIENT / 20 - 1) - (CLIENTS * PER_CLIENT) / 100);
    expect(d.conversion.byUtmSource.length).toBeLessThanOrEqual(52);
  }, 600_000);
});
