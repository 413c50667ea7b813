import { env } from "cloudflare:workers";
// The fast path of cached public reads (worker/fast-read.ts, docs/decisions/0025): a repeat of a
// cached read is answered in front of the app with the very answer the app gives, headers and body,
// and everything the app would answer differently still reaches the app.
import { beforeAll, describe, expect, it } from "vitest";
import { fastRead } from "../../worker/fast-read.ts";
import { forgetContentVersion } from "../../worker/lib/content-version.ts";
import { callWithEnv, seedContent } from "./fixtures.ts";

beforeAll(seedContent);

const ON = { API_CACHE_SECONDS: "30" };
const cached = (path: string, headers: Record<string, string> = {}, method = "GET") => callWithEnv(path, { method, headers }, ON);
const request = (path: string, headers: Record<string, string> = {}) => new Request(`https://example.com${path}`, { headers });

/** Every header but those of one request (a miss also carries its session's bookmark), sorted by name. */
const stableHeaders = (res: Response) => [...res.headers].filter(([name]) => name !== "x-request-id" && name !== "x-read-cache" && name !== "x-d1-bookmark");

describe("fast path of cached public reads", () => {
  it("answers a repeat of a cached read itself, with the app's headers and body", async () => {
    const path = "/api/news?pageSize=3&language=en";
    expect(fastRead(request(path), ON)).toBeUndefined();
    const miss = await cached(path);
    expect(miss.headers.get("X-Read-Cache")).toBe("miss");
    const missBody = await miss.text();

    const fast = fastRead(request(path), ON);
    expect(fast?.status).toBe(200);
    expect(fast!.headers.get("X-Read-Cache")).toBe("memory");
    expect(stableHeaders(fast!)).toEqual(stableHeaders(miss));
    expect(await fast!.text()).toBe(missBody);

    // The app's own answer from memory (the version is re-read first, so the fast path steps aside).
    forgetContentVersion();
    expect(fastRead(request(path), ON)).toBeUndefined();
    const viaApp = await cached(path);
    expect(viaApp.headers.get("X-Read-Cache")).toBe("memory");
    const again = await cached(path);
    expect([...again.headers].filter(([n]) => n !== "x-request-id")).toEqual([...viaApp.headers].filter(([n]) => n !== "x-request-id"));
    expect(await again.text()).toBe(missBody);
    expect(again.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=15");
    expect(again.headers.get("Vary")).toBe("Accept-Language");
  });

  it("makes X-Request-Id as the app does: the client's plain id is kept, anything else replaced", async () => {
    await cached("/api/banners?language=zh");
    expect(fastRead(request("/api/banners?language=zh", { "X-Request-Id": "abc-123" }), ON)!.headers.get("X-Request-Id")).toBe("abc-123");
    const made = fastRead(request("/api/banners?language=zh", { "X-Request-Id": "no spaces<>" }), ON)!.headers.get("X-Request-Id");
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the languages apart, and leaves refused or unusual requests to the app", async () => {
    await cached("/api/site", { "Accept-Language": "en-US" });
    const en = fastRead(request("/api/site", { "Accept-Language": "en-US" }), ON);
    expect(((await en!.json()) as { data: { brandName: string } }).data.brandName).toBe("RoadSoft");
    expect(fastRead(request("/api/site"), ON)).toBeUndefined();
    expect((await cached("/api/site?language=fr", { "Accept-Language": "en-US" })).status).toBe(400);
    expect(fastRead(request("/api/site?language=en&language=zh"), ON)).toBeUndefined();
    const head = await cached("/api/site", { "Accept-Language": "en-US" }, "HEAD");
    expect(head.status).toBe(200);
    expect(fastRead(request("/api/site", { "Accept-Language": "en-US" }), { API_CACHE_SECONDS: "0" })).toBeUndefined();
  });

  it("is emptied by an admin write, so staff see their change at once", async () => {
    await cached("/api/site?language=zh");
    expect(fastRead(request("/api/site?language=zh"), ON)).toBeDefined();
    const news = {
      tab: "company",
      title: { zh: "清空", en: "Purge" },
      subtitle: { zh: "", en: "" },
      content: { zh: "正文", en: "Body" },
      coverPath: "/files/covers/launch-12345678.png",
      effectiveTime: "2026-11-22T08:00:00.000Z",
      status: "draft",
    };
    const save = await callWithEnv(
      "/api/admin/news",
      { method: "POST", headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, "Content-Type": "application/json" }, body: JSON.stringify(news) },
      ON,
    );
    expect(save.status).toBe(200);
    expect(fastRead(request("/api/site?language=zh"), ON)).toBeUndefined();
  });
});
