import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, getJson, nextIp, seedContent } from "./fixtures.ts";

beforeAll(seedContent);

const views = async (id: number) => (await env.DB.prepare("SELECT views FROM videos WHERE id = ?1").bind(id).first<{ views: number }>())!.views;
const marks = async () => (await env.DB.prepare("SELECT count(*) AS n FROM video_views").first<{ n: number }>())!.n;

describe("GET /api/videos/:id view counting", () => {
  it("counts one view per client per video per hour; repeats write nothing", async () => {
    const ip = nextIp();
    const before = await views(1);
    const first = await getJson<{ views: number }>("/api/videos/1", { "CF-Connecting-IP": ip });
    expect(first.body.data!.views).toBe(before + 1);
    const marksAfterFirst = await marks();
    const repeats = await Promise.all(Array.from({ length: 10 }, () => getJson<{ views: number }>("/api/videos/1", { "CF-Connecting-IP": ip })));
    expect(repeats.every((r) => r.res.status === 200 && r.body.data!.views === before + 1)).toBe(true);
    expect(await views(1)).toBe(before + 1);
    expect(await marks()).toBe(marksAfterFirst);
    // Another video, or another client, counts.
    const other = await views(2);
    await getJson("/api/videos/2", { "CF-Connecting-IP": ip });
    expect(await views(2)).toBe(other + 1);
    await getJson("/api/videos/1", { "CF-Connecting-IP": nextIp() });
    expect(await views(1)).toBe(before + 2);
  });

  it("counts an IPv6 client by its /64", async () => {
    const before = await views(1);
    await getJson("/api/videos/1", { "CF-Connecting-IP": "2001:db8:77:1::1" });
    await getJson("/api/videos/1", { "CF-Connecting-IP": "2001:db8:77:1::2" });
    expect(await views(1)).toBe(before + 1);
  });

  it("counts concurrent first views of one client once", async () => {
    const ip = nextIp();
    const before = await views(2);
    await Promise.all(Array.from({ length: 8 }, () => getJson("/api/videos/2", { "CF-Connecting-IP": ip })));
    expect(await views(2)).toBe(before + 1);
  });

  it("marks no view for an unknown video", async () => {
    const before = await marks();
    expect((await call("/api/videos/99", { headers: { "CF-Connecting-IP": nextIp() } })).status).toBe(404);
    expect(await marks()).toBe(before);
  });
});
