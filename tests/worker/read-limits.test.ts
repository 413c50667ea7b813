/**
 * Issue 32: the reads that write or search count like visits (CONTRACT "Rate limits": 120 a minute per
 * client, shared with visits and module clicks): GET /api/videos/:id (it counts a view), GET
 * /api/search and the /search page (each runs a full-text query); and a flood of new clients cannot
 * grow the video-view marks past VIEW_MARKS_PER_HOUR an hour.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { VIEW_MARKS_PER_HOUR } from "../../worker/db/videos.ts";
import { call, nextIp, postJson, seedContent, withinOneMinute } from "./fixtures.ts";

beforeAll(seedContent);

/**
 * Sends `burst` (120 requests from one client), then `over` from the same client. The limiter counts
 * fixed windows on the wall clock's minutes: a burst that straddles a minute is split between two
 * windows, so such a try is repeated with a new client (at most twice).
 */
function overTheLimit(burst: (ip: string) => Promise<number>, over: (ip: string) => Promise<number>) {
  return withinOneMinute(async () => {
    const ip = nextIp();
    const statuses = await Promise.all(Array.from({ length: 120 }, () => burst(ip)));
    return { statuses, last: await over(ip) };
  });
}

const get = async (path: string, ip: string) => (await call(path, { headers: { "CF-Connecting-IP": ip } })).status;
const visit = async (ip: string) => (await postJson("/api/visits", { path: "/pc_index" }, { "CF-Connecting-IP": ip })).res.status;
const marks = async () => (await env.DB.prepare("SELECT count(*) AS n FROM video_views").first<{ n: number }>())!.n;
const views = async (id: number) => (await env.DB.prepare("SELECT views FROM videos WHERE id = ?1").bind(id).first<{ views: number }>())!.views;

describe("reads counted like visits", () => {
  it("GET /api/videos/:id: 120 a minute per client, then 429 (a visit after them too)", async () => {
    const { statuses, last } = await overTheLimit(
      (ip) => get("/api/videos/1", ip),
      (ip) => get("/api/videos/2", ip),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(last).toBe(429);
    const { last: visitAfter } = await overTheLimit((ip) => get("/api/videos/1", ip), visit);
    expect(visitAfter).toBe(429);
  });

  it("GET /api/search: 120 a minute per client, each query its own, then 429", async () => {
    let n = 0;
    const nextQuery = () => {
      n += 1;
      return `/api/search?q=road${n}`;
    };
    const { statuses, last } = await overTheLimit(
      (ip) => get(nextQuery(), ip),
      (ip) => get("/api/search?q=road", ip),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(last).toBe(429);
    // A repeated query is counted too (no cached answer in front of the limit).
    const { statuses: same, last: sameLast } = await overTheLimit(
      (ip) => get("/api/search?q=eicad", ip),
      (ip) => get("/api/search?q=eicad", ip),
    );
    expect(same.filter((s) => s !== 200)).toEqual([]);
    expect(sameLast).toBe(429);
    const res = await call("/api/search?q=eicad", { headers: { "CF-Connecting-IP": "192.0.2.250" } });
    expect(res.status).toBe(200);
  });

  it("the /search page shares the client's budget: after 120 visits it answers 429", async () => {
    const { last } = await overTheLimit(visit, (ip) => get("/search?q=road", ip));
    expect(last).toBe(429);
    const { last: en } = await overTheLimit(visit, (ip) => get("/search?q=road&lang=en", ip));
    expect(en).toBe(429);
  });
});

describe("video-view marks", () => {
  it(`an hour keeps at most ${VIEW_MARKS_PER_HOUR} marks: past them a new client's view is answered, not counted, and writes nothing`, async () => {
    expect(VIEW_MARKS_PER_HOUR).toBe(100);
    const hour = new Date().toISOString().slice(0, 13);
    const have = (await env.DB.prepare("SELECT count(*) AS n FROM video_views WHERE hour = ?1").bind(hour).first<{ n: number }>())!.n;
    const fill = Array.from({ length: VIEW_MARKS_PER_HOUR - 1 - have }, (_, i) =>
      env.DB.prepare("INSERT INTO video_views (view_key, hour) VALUES (?1, ?2)").bind(`filler-${i}`, hour),
    );
    if (fill.length > 0) await env.DB.batch(fill);
    const before = await views(1);
    // The hour's last mark still counts.
    expect(await get("/api/videos/1", nextIp())).toBe(200);
    expect(await views(1)).toBe(before + 1);
    expect(await marks()).toBe(VIEW_MARKS_PER_HOUR);
    for (let i = 0; i < 5; i += 1) {
      const res = await call("/api/videos/1", { headers: { "CF-Connecting-IP": nextIp() } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { views: number } }).data.views).toBe(before + 1);
    }
    expect(await marks()).toBe(VIEW_MARKS_PER_HOUR);
    expect(await views(1)).toBe(before + 1);
  });
});
