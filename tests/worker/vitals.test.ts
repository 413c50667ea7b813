import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bucketOf, bucketsOf, countVitals, RATIO, VITAL_METRICS, VITAL_ROWS_PER_DAY_MAX, type VitalMetric } from "../../worker/db/vital-counts.ts";
import { call, getJson, nextIp, postJson, withinOneMinute } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const today = () => new Date().toISOString().slice(0, 10);

interface VitalsAnswer {
  from: string;
  to: string;
  list: { path: string; device: string; samples: number; lcpP75: number | null; inpP75: number | null; clsP75: number | null; ttfbP75: number | null }[];
}

const vitalsOf = async (from: string, to = from) => {
  const { res, body } = await getJson<VitalsAnswer>(`/api/admin/stats/vitals?from=${from}&to=${to}`, AUTH);
  expect(res.status).toBe(200);
  return body.data!;
};
const total = async () =>
  (await env.DB.prepare("SELECT coalesce(sum(count), 0) AS n, count(*) AS rows FROM vital_counts").first<{ n: number; rows: number }>())!;

/** The sample of rank ceil(0.75·n), smallest first: the 75th percentile the histogram estimates. */
const trueP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

/** Deterministic spread samples: a log-normal-like draw from a fixed linear congruential sequence. */
function samples(n: number, median: number, spread: number, seed: number): number[] {
  let s = seed;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
  return Array.from({ length: n }, () => median * Math.exp(spread * (next() + next() + next() - 1.5)));
}

describe("POST /api/vitals", () => {
  it("counts a beacon as its route, device and the bucket of each metric, answering {}; the admin reads it back", async () => {
    const { res, body } = await postJson("/api/vitals", { path: "/Digital/EICAD/", lcp: 1800.4, inp: 96, cls: 0.02, ttfb: 310, device: "mobile" });
    expect(res.status).toBe(200);
    expect(body.data).toEqual({});
    const row = (await vitalsOf(today())).list.find((r) => r.path === "/digital/eicad" && r.device === "mobile");
    expect(row?.samples).toBe(1);
    // One sample: the estimate lies in the sample's bucket, within one bucket's width.
    expect(Math.abs(row!.lcpP75! - 1800.4) / 1800.4).toBeLessThan(RATIO - 1);
    expect(Math.abs(row!.inpP75! - 96) / 96).toBeLessThan(RATIO - 1);
    expect(Math.abs(row!.clsP75! - 0.02) / 0.02).toBeLessThan(RATIO - 1);
    expect(Math.abs(row!.ttfbP75! - 310) / 310).toBeLessThan(RATIO - 1);
  });

  it("takes a beacon without some metrics (no interaction: no INP) and counts it under other for a path outside the routes", async () => {
    const before = await total();
    expect((await postJson("/api/vitals", { path: "/wp-login.php", lcp: 900, cls: 0, ttfb: 80, device: "desktop" })).res.status).toBe(200);
    const after = await total();
    // The beacon and three metrics: four counts, never a row per view of its own.
    expect(after.n - before.n).toBe(4);
    const row = (await vitalsOf(today())).list.find((r) => r.path === "other" && r.device === "desktop");
    expect(row).toMatchObject({ samples: 1, inpP75: null });
    expect(row!.clsP75).toBeLessThan(0.001);
  });

  it("accepts a JSON Blob as navigator.sendBeacon sends it (application/json, no charset)", async () => {
    const res = await call("/api/vitals", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: new Blob([JSON.stringify({ path: "/about", lcp: 1200, device: "desktop" })], { type: "application/json" }),
    });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ lcp: 1000, device: "mobile" }, "path"],
    [{ path: "about", device: "mobile" }, "path"],
    [{ path: "/about", lcp: 1000 }, "device"],
    [{ path: "/about", device: "tablet" }, "device"],
    [{ path: "/about", device: "mobile", lcp: -1 }, "lcp"],
    [{ path: "/about", device: "mobile", lcp: 600_001 }, "lcp"],
    [{ path: "/about", device: "mobile", inp: "96" }, "inp"],
    [{ path: "/about", device: "mobile", cls: 100.5 }, "cls"],
    [{ path: "/about", device: "mobile", ttfb: null }, "ttfb"],
    [`{"path":"/about","device":"mobile","lcp":1e400}`, "lcp"],
  ])("answers 400 for %j naming %s, counting nothing", async (payload, field) => {
    const before = await total();
    const { res, body } = await postJson("/api/vitals", payload);
    expect(res.status).toBe(400);
    expect(body.code).toBe(20001);
    expect(body.msg).toContain(field);
    expect(await total()).toEqual(before);
  });

  it("accepts the bounds (0, 10 minutes, CLS 100) and counts values past the top edge in the top bucket", async () => {
    const before = await total();
    const ok = await postJson("/api/vitals", { path: "/help", lcp: 600_000, inp: 0, cls: 100, ttfb: 0, device: "desktop" });
    expect(ok.res.status).toBe(200);
    expect((await total()).n - before.n).toBe(5);
    const top = await env.DB.prepare("SELECT max(bucket) AS b FROM vital_counts WHERE path = '/help' AND metric = 'lcp'").first<{ b: number }>();
    expect(top!.b).toBe(bucketsOf("lcp") - 1);
  });

  it("answers 415 for a body not typed as JSON and 429 past the event rate limit shared with visits", async () => {
    const plain = await call("/api/vitals", { method: "POST", headers: { "Content-Type": "text/plain", "CF-Connecting-IP": nextIp() }, body: "{}" });
    expect(plain.status).toBe(415);
    const { results, before, over } = await withinOneMinute(async () => {
      const ip = nextIp();
      const results = await Promise.all(Array.from({ length: 120 }, () => postJson("/api/visits", { path: "/about" }, { "CF-Connecting-IP": ip })));
      const before = await total();
      return { results, before, over: await postJson("/api/vitals", { path: "/about", lcp: 1000, device: "mobile" }, { "CF-Connecting-IP": ip }) };
    });
    expect(results.every((r) => r.res.status === 200)).toBe(true);
    expect(over.res.status).toBe(429);
    expect(await total()).toEqual(before);
  });
});

describe("GET /api/admin/stats/vitals", () => {
  it("estimates each metric's 75th percentile per route and device within one bucket's width (10 %)", async () => {
    const day = "2026-02-10";
    const at = new Date(`${day}T12:00:00Z`);
    const data: Record<VitalMetric, number[]> = {
      lcp: samples(400, 2100, 1.6, 1),
      inp: samples(400, 120, 1.4, 2),
      cls: samples(400, 0.06, 2.2, 3),
      ttfb: samples(400, 450, 1.2, 4),
    };
    for (let i = 0; i < 400; i++) {
      await countVitals(env.DB, "/pc_index", "mobile", { lcp: data.lcp[i], inp: data.inp[i], cls: data.cls[i], ttfb: data.ttfb[i] }, at);
    }
    // Another device and day: kept apart by device, left out by the range.
    await countVitals(env.DB, "/pc_index", "desktop", { lcp: 60_000 }, at);
    await countVitals(env.DB, "/pc_index", "mobile", { lcp: 60_000 }, new Date("2026-02-11T00:00:00Z"));
    const answer = await vitalsOf(day);
    expect(answer).toMatchObject({ from: day, to: day });
    const row = answer.list.find((r) => r.path === "/pc_index" && r.device === "mobile")!;
    expect(row.samples).toBe(400);
    for (const m of VITAL_METRICS) {
      const truth = trueP75(data[m]);
      const estimate = row[`${m}P75`]!;
      expect(Math.abs(estimate - truth) / truth, `${m}: ${estimate} for ${truth}`).toBeLessThan(RATIO - 1);
    }
    expect(answer.list.find((r) => r.device === "desktop")).toMatchObject({ path: "/pc_index", samples: 1, inpP75: null });
    // Two days add up: the second day's slow load is the 401st sample.
    expect((await vitalsOf(day, "2026-02-11")).list.find((r) => r.device === "mobile")!.samples).toBe(401);
  });

  it("answers 400 for a range that ends before it starts, and 401 without the admin token", async () => {
    expect((await getJson("/api/admin/stats/vitals?from=2026-03-02&to=2026-03-01", AUTH)).res.status).toBe(400);
    expect((await call("/api/admin/stats/vitals")).status).toBe(401);
  });
});

describe("bounds of the vitals counters", () => {
  it("puts every value of a metric in one of its buckets, each bucket at most 10 % wide, so a day has at most 18,750 rows", () => {
    for (const m of VITAL_METRICS) {
      const seen = new Set<number>();
      const max = m === "cls" ? 100 : 600_000;
      for (let v = 0; v <= max; v = v === 0 ? 1e-4 : v * 1.01) seen.add(bucketOf(m, v));
      seen.add(bucketOf(m, max));
      expect(Math.max(...seen)).toBe(bucketsOf(m) - 1);
      expect(seen.size).toBe(bucketsOf(m));
    }
    expect(bucketsOf("lcp")).toBe(94);
    expect(bucketsOf("cls")).toBe(92);
    // 22 routes + other, 2 devices, 3 × 94 + 92 buckets and the beacon count: the README's figure.
    expect(VITAL_ROWS_PER_DAY_MAX).toBe(18_750);
  });
});
