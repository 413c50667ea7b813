import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CANDIDATES, countEvent, ROWS_PER_DAY_MAX } from "../../worker/db/event-counts.ts";
import { nextIp, postJson, withinOneMinute } from "./fixtures.ts";

const today = () => new Date().toISOString().slice(0, 10);

/** Today's count of `key` in one kind and dimension (0 when absent). */
async function counted(kind: string, dim: string, key: string, day = today()): Promise<number> {
  const row = await env.DB.prepare("SELECT count - err AS n FROM event_counts WHERE day = ?1 AND kind = ?2 AND dim = ?3 AND key = ?4")
    .bind(day, kind, dim, key)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Rows of every table: an event must add none of its own. */
const allRows = async () => {
  const tables = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'`,
  ).all<{ name: string }>();
  let n = 0;
  for (const { name } of tables.results) n += (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first<{ n: number }>())!.n;
  return n;
};

describe("POST /api/module-clicks", () => {
  it("counts the clicked module and the request language, and answers {}", async () => {
    const [module, en] = [await counted("click", "module", "3"), await counted("click", "language", "en")];
    const { res, body } = await postJson("/api/module-clicks", { module: "3" }, { "Accept-Language": "en" });
    expect(res.status).toBe(200);
    expect(body.data).toEqual({});
    expect(await counted("click", "module", "3")).toBe(module + 1);
    expect(await counted("click", "language", "en")).toBe(en + 1);
  });

  it.each([[{ module: "7" }], [{ module: 3 }], [{}]])("answers 400 naming module for %j", async (payload) => {
    const { res, body } = await postJson("/api/module-clicks", payload);
    expect(res.status).toBe(400);
    expect(body.msg).toContain("module");
  });

  it("answers 429 after 120 events from one client within a minute", async () => {
    const { results, over } = await withinOneMinute(async () => {
      const ip = nextIp();
      const results = await Promise.all(Array.from({ length: 120 }, () => postJson("/api/module-clicks", { module: "1" }, { "CF-Connecting-IP": ip })));
      return { results, over: await postJson("/api/visits", { path: "/pc_index" }, { "CF-Connecting-IP": ip }) };
    });
    expect(results.map((r) => r.res.status).filter((status) => status !== 200)).toEqual([]);
    expect(over.res.status).toBe(429);
    expect(over.body.code).toBe(429);
  });
});

describe("POST /api/visits", () => {
  it("counts the route, language, referrer host, device class and UTM source and campaign; no row of its own", async () => {
    const before = {
      page: await counted("visit", "page", "/digital/eicad"),
      en: await counted("visit", "language", "en"),
      host: await counted("visit", "referrer", "search.example"),
      mobile: await counted("visit", "device", "mobile"),
      source: await counted("visit", "source", "newsletter"),
      campaign: await counted("visit", "campaign", "spring"),
    };
    const rows = await allRows();
    const { res, body } = await postJson(
      "/api/visits",
      { path: "/Digital/EICAD/", referrer: "https://search.example/q?x=private", language: "en", screen: "390x844" },
      {
        "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
        Referer: "https://example.com/digital/eicad?utm_source=newsletter&utm_campaign=spring",
      },
    );
    expect(res.status).toBe(200);
    expect(body.data).toEqual({});
    expect(await counted("visit", "page", "/digital/eicad")).toBe(before.page + 1);
    expect(await counted("visit", "language", "en")).toBe(before.en + 1);
    expect(await counted("visit", "referrer", "search.example")).toBe(before.host + 1);
    expect(await counted("visit", "device", "mobile")).toBe(before.mobile + 1);
    expect(await counted("visit", "source", "newsletter")).toBe(before.source + 1);
    expect(await counted("visit", "campaign", "spring")).toBe(before.campaign + 1);
    // A second visit to the same route adds to the same keys: nothing grows.
    const grown = (await allRows()) - rows;
    await postJson(
      "/api/visits",
      { path: "/digital/eicad?tab=2", referrer: "https://search.example/other", language: "en" },
      {
        "User-Agent": "Mozilla/5.0 (iPhone) Mobile",
        Referer: "https://example.com/digital/eicad?utm_source=newsletter&utm_campaign=spring",
      },
    );
    expect((await allRows()) - rows).toBe(grown);
    expect(await counted("visit", "page", "/digital/eicad")).toBe(before.page + 2);
  });

  it("counts a referrer on the site's own host (a reload, an inner link) as no referrer", async () => {
    const none = await counted("visit", "referrer", "(none)");
    const own = [new URL(env.SITE_ORIGIN).hostname, "example.com"];
    const before = await Promise.all(own.map((host) => counted("visit", "referrer", host)));
    await postJson("/api/visits", { path: "/digital", referrer: `${env.SITE_ORIGIN}/pc_index` });
    await postJson("/api/visits", { path: "/digital", referrer: "https://example.com/pc_index?lang=en" });
    expect(await counted("visit", "referrer", "(none)")).toBe(none + 2);
    expect(await Promise.all(own.map((host) => counted("visit", "referrer", host)))).toEqual(before);
  });

  it("counts a path outside the route table as other, and takes the request language when the body has none", async () => {
    const [other, en] = [await counted("visit", "page", "other"), await counted("visit", "language", "en")];
    await postJson("/api/visits?language=en", { path: "/wp-login.php" });
    expect(await counted("visit", "page", "other")).toBe(other + 1);
    expect(await counted("visit", "language", "en")).toBe(en + 1);
  });

  it("counts form_view and form_start as their own kinds, not as visits", async () => {
    const [visits, views, starts] = [
      await counted("visit", "page", "/download"),
      await counted("form_view", "page", "/download"),
      await counted("form_start", "source", "(none)"),
    ];
    expect((await postJson("/api/visits", { path: "/download", event: "form_view" })).res.status).toBe(200);
    expect((await postJson("/api/visits", { path: "/download", event: "form_start" })).res.status).toBe(200);
    expect(await counted("form_view", "page", "/download")).toBe(views + 1);
    expect(await counted("form_start", "source", "(none)")).toBe(starts + 1);
    expect(await counted("visit", "page", "/download")).toBe(visits);
    const bad = await postJson("/api/visits", { path: "/download", event: "purchase" });
    expect(bad.res.status).toBe(400);
    expect(bad.body.msg).toContain("event");
  });

  it("counts a form event under its visit's campaign when the form sends it, else under the page's own address", async () => {
    const [newsletter, winter, pageOwn] = [
      await counted("form_start", "source", "newsletter"),
      await counted("form_start", "campaign", "winter"),
      await counted("form_view", "source", "wechat"),
    ];
    // The form on /digital, reached from a newsletter link to /digital/eicad: the page's address has no utm.
    const sent = await postJson("/api/visits", { path: "/digital", event: "form_start", utm: { source: "newsletter", campaign: "winter" } });
    expect(sent.res.status).toBe(200);
    expect(await counted("form_start", "source", "newsletter")).toBe(newsletter + 1);
    expect(await counted("form_start", "campaign", "winter")).toBe(winter + 1);
    // Without one, the page's own address (the Referer) names the source, as before.
    await postJson("/api/visits", { path: "/digital", event: "form_view" }, { Referer: "https://www.example.com/digital?utm_source=wechat" });
    expect(await counted("form_view", "source", "wechat")).toBe(pageOwn + 1);
    const bad = await postJson("/api/visits", { path: "/digital", event: "form_view", utm: { source: "x".repeat(101) } });
    expect(bad.res.status).toBe(400);
  });

  it.each([
    [{}, "path"],
    [{ path: "pc_index" }, "path"],
    [{ path: "/x", language: "fr" }, "language"],
    [{ path: "/x", screen: "huge" }, "screen"],
    [{ path: `/${"p".repeat(600)}` }, "path"],
  ])("answers 400 for %j naming %s, counting nothing", async (payload, field) => {
    const before = await env.DB.prepare("SELECT coalesce(sum(count), 0) AS n FROM event_counts").first<{ n: number }>();
    const { res, body } = await postJson("/api/visits", payload);
    expect(res.status).toBe(400);
    expect(body.msg).toContain(field);
    expect(await env.DB.prepare("SELECT coalesce(sum(count), 0) AS n FROM event_counts").first<{ n: number }>()).toEqual(before);
  });
});

describe("free-text keys (Space-Saving)", () => {
  it("bound the rows events add a day to the number the README states", () => {
    expect(ROWS_PER_DAY_MAX).toBe(1414);
  });

  it("keep at most CANDIDATES names a day, totals exact, and a frequent name by name through a flood of junk", async () => {
    const day = new Date("2026-06-01T12:00:00.000Z");
    const keys = (source: string) => ({ page: "/pc_index", language: "zh", country: "(none)", source, campaign: "(none)" }) as const;
    let real = 0;
    for (let i = 0; i < 3 * CANDIDATES; i += 1) {
      await countEvent(env.DB, "form_view", keys(`junk-${i}`), day);
      if (i % 10 === 0) {
        await countEvent(env.DB, "form_view", keys("newsletter"), day);
        real += 1;
      }
    }
    const rows = await env.DB.prepare("SELECT key, count, err FROM event_counts WHERE day = '2026-06-01' AND kind = 'form_view' AND dim = 'source'").all<{
      key: string;
      count: number;
      err: number;
    }>();
    expect(rows.results.length).toBeLessThanOrEqual(CANDIDATES);
    expect(rows.results.reduce((n, r) => n + r.count, 0)).toBe(3 * CANDIDATES + real);
    const newsletter = rows.results.find((r) => r.key === "newsletter")!;
    expect(newsletter.count - newsletter.err).toBeGreaterThanOrEqual(real - Math.ceil((3 * CANDIDATES + real) / CANDIDATES));
    expect(await counted("form_view", "page", "/pc_index", "2026-06-01")).toBe(3 * CANDIDATES + real);
  });
});

describe("the local bench switch DISABLE_RATE_LIMIT", () => {
  it("only lifts limits for requests addressed to localhost or 127.0.0.1", async () => {
    const { rateLimitBypassed } = await import("../../worker/middleware/rate-limit.ts");
    const withFlag = { ...env, DISABLE_RATE_LIMIT: "1" } as typeof env;
    expect(rateLimitBypassed(withFlag, "http://localhost:8801/api/visits")).toBe(true);
    expect(rateLimitBypassed(withFlag, "http://127.0.0.1/api/visits")).toBe(true);
    expect(rateLimitBypassed(withFlag, "https://www.example.com/api/visits")).toBe(false);
    expect(rateLimitBypassed(withFlag, "https://localhost.example.com/api/visits")).toBe(false);
    expect(rateLimitBypassed(env, "http://localhost/api/visits")).toBe(false);
  });
});
