import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { callWithEnv, countRows, lead, nextIp, seedContent } from "./fixtures.ts";

beforeAll(seedContent);

/** How production is configured (wrangler.toml [env.production.vars]). */
const PRODUCTION = { ENVIRONMENT: "production", SITE_ORIGIN: "https://www.example.com" };
const WORKERS_DEV = "https://roadsoft-site-production.acme.workers.dev";
const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };

describe("a deployed Worker asked on another host", () => {
  it("sends page, feed, sitemap, robots.txt and file GETs and HEADs to SITE_ORIGIN with a 301, keeping path and query", async () => {
    for (const path of [
      "/digital?lang=en&utm_source=x",
      "/pc_index/newsDetail?id=5",
      "/feed.xml?lang=en",
      "/sitemap.xml",
      "/robots.txt",
      "/files/news/a-12345678.png",
      "/",
    ]) {
      for (const method of ["GET", "HEAD"]) {
        const res = await callWithEnv(`${WORKERS_DEV}${path}`, { method }, PRODUCTION);
        expect(res.status, `${method} ${path}`).toBe(301);
        expect(res.headers.get("Location"), `${method} ${path}`).toBe(`https://www.example.com${path}`);
      }
    }
  });

  it("redirects staging to its own host the same way", async () => {
    const res = await callWithEnv(
      "https://roadsoft-site-staging.acme.workers.dev/news?x=1",
      {},
      { ENVIRONMENT: "staging", SITE_ORIGIN: "https://staging.example.com" },
    );
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("https://staging.example.com/news?x=1");
  });

  it("never serves the admin there: the API (with a valid token), its shell and the older prefix answer 404", async () => {
    for (const path of ["/api/admin/me", "/api/admin/leads", "/admin", "/admin/leads/1", "/admin.html", "/open-api/admin/me"]) {
      const res = await callWithEnv(`${WORKERS_DEV}${path}`, { headers: AUTH }, PRODUCTION);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Location"), path).toBe(null);
    }
    // The same token on the canonical host does reach the admin.
    expect((await callWithEnv("https://www.example.com/api/admin/me", { headers: AUTH }, PRODUCTION)).status).toBe(200);
  });

  it("answers the public API with the 404 envelope in the request's language, and stores no lead posted there", async () => {
    const read = await callWithEnv(`${WORKERS_DEV}/api/site`, { headers: { "Accept-Language": "en" } }, PRODUCTION);
    expect(read.status).toBe(404);
    expect(await read.json()).toMatchObject({ code: 404, success: false, msg: "The requested resource does not exist." });
    const before = await countRows("consultations");
    const post = await callWithEnv(
      `${WORKERS_DEV}/api/consultations`,
      { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() }, body: JSON.stringify({ ...lead(), consent: true }) },
      PRODUCTION,
    );
    expect(post.status).toBe(404);
    expect(await countRows("consultations")).toBe(before);
  });

  it("does not answer the API there from the read cache either (a read cached on the site's host)", async () => {
    const cached = { ...PRODUCTION, API_CACHE_SECONDS: "30" };
    for (let i = 0; i < 3; i += 1) expect((await callWithEnv("https://www.example.com/api/products", {}, cached)).status).toBe(200);
    expect((await callWithEnv(`${WORKERS_DEV}/api/products`, {}, cached)).status).toBe(404);
  });

  it("serves its own host as usual", async () => {
    expect((await callWithEnv("https://www.example.com/api/site", {}, PRODUCTION)).status).toBe(200);
    expect((await callWithEnv("https://www.example.com/robots.txt", {}, PRODUCTION)).status).toBe(200);
  });

  it("takes any host locally (and in tests)", async () => {
    for (const host of [WORKERS_DEV, "http://127.0.0.1:8787", "http://localhost:5173"]) {
      expect((await callWithEnv(`${host}/api/site`, {}, { ENVIRONMENT: "local" })).status, host).toBe(200);
      expect((await callWithEnv(`${host}/robots.txt`, {}, { ENVIRONMENT: "local" })).status, host).toBe(200);
    }
  });
});
