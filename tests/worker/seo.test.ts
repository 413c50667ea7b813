import { beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../common/route-table.ts";
import { call, seedContent } from "./fixtures.ts";
import { assertWellFormed } from "./xml.ts";

beforeAll(seedContent);

// Requests go to https://example.com (fixtures.ts); every URL is on SITE_ORIGIN, https://www.example.com
// (vitest.config.ts), whatever host was asked.

/** Every <loc> of a sitemap, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("GET /sitemap.xml", () => {
  it("is well-formed XML in the sitemap namespace, cached for an hour", async () => {
    const res = await call("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const xml = await res.text();
    assertWellFormed(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  });

  it("lists every page in both languages, detail routes only with an id, search results never", async () => {
    const urls = locs(await (await call("/sitemap.xml")).text());
    for (const r of ROUTES.filter((r) => r.key !== "newsDetail" && r.key !== "updateLogDetail" && r.key !== "search")) {
      expect(urls, r.path).toContain(`https://www.example.com${r.path}`);
      expect(urls, r.path).toContain(`https://www.example.com${r.path}?lang=en`);
    }
    expect(urls).not.toContain("https://www.example.com/pc_index/newsDetail");
    expect(urls.some((u) => u.includes("/search"))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((u) => !u.startsWith("https://www.example.com/"))).toEqual([]);
  });

  it("lists each published news item from D1 in both languages, with its date, and no unpublished one", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    const urls = locs(xml);
    for (const id of [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13]) {
      expect(urls).toContain(`https://www.example.com/pc_index/newsDetail?id=${id}`);
      expect(urls).toContain(`https://www.example.com/pc_index/newsDetail?id=${id}&lang=en`);
    }
    expect(urls).not.toContain("https://www.example.com/pc_index/newsDetail?id=7");
    expect(xml).toContain("<loc>https://www.example.com/pc_index/newsDetail?id=13&amp;lang=en</loc><lastmod>2026-01-13T09:00:00.000Z</lastmod>");
    expect(urls).toContain("https://www.example.com/updateLogDetail?id=2&lang=en");
  });

  it("names each page's language versions and the default with hreflang", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    const entry = /<url><loc>https:\/\/www\.example\.com\/digital\?lang=en<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? "";
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="zh-CN" href="https://www.example.com/digital"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/digital?lang=en"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/digital"/>');
  });
});

describe("GET /robots.txt", () => {
  it("allows the site, keeps crawlers off the API and points to the sitemap", async () => {
    const res = await call("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /open-api/");
    expect(lines).toContain("Sitemap: https://www.example.com/sitemap.xml");
    expect(lines.filter((l) => l.includes("://example.com"))).toEqual([]);
    expect(lines.filter((l) => /^Disallow: \/\s*$/.test(l))).toEqual([]);
  });
});
