// Structured data and share cards the Worker adds from D1: every application/ld+json block of a page
// parsed and held to what Google's structured-data documentation asks of its type
// (common/structured-data/required-properties.ts). What the build writes (organisation, breadcrumbs,
// web platforms, product share cards) is tested on the prerendered head in tests/app/structured-data.test.ts
// and on the real build in tests/e2e/structured-data.test.ts.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { checkStructuredData, INSTALLER_PROPERTIES, ldJsonBlocks } from "../../common/structured-data/required-properties.ts";
import coverShareImages from "../../worker/pages/cover-share-images.json";
import { callWithEnv, seedContent, pageAssets } from "./fixtures.ts";

/** Every absolute URL is on SITE_ORIGIN, whatever host the request came to. */
const ORIGIN = env.SITE_ORIGIN;
const onOrigin = (url: unknown) => typeof url === "string" && url.startsWith(`${ORIGIN}/`);

const ASSETS = pageAssets();

async function served(path: string) {
  const res = await callWithEnv(path, {}, { ASSETS });
  const html = await res.text();
  const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
  return { res, html, blocks: ldJsonBlocks(html), meta };
}

/** The blocks by type, once every block has its context, type and properties. */
function checked(blocks: Record<string, unknown>[]): Record<string, Record<string, unknown>[]> {
  const { problems, byType } = checkStructuredData(blocks, ORIGIN);
  expect(problems).toEqual([]);
  return byType;
}

// A page's first render loads the app renderer and the page's module and copy, which can take longer than
// the data timeout on a busy machine (the page then goes out prerendered): load them before the tests.
beforeAll(async () => {
  await seedContent();
  for (const path of ["/digital/eicad", "/digital/vrroad", "/download", "/pc_index/newsDetail?id=5", "/academy"]) {
    for (const q of ["", path.includes("?") ? "&lang=en" : "?lang=en"]) await served(`${path}${q}`);
  }
}, 120_000);

describe("structured data from D1 on each page kind", () => {
  it("a product page: its installer as published now (name, category, OS, version, download URL), in the page's language", async () => {
    for (const [lang, q, name] of [
      ["zh", "", "EICAD 安装包"],
      ["en", "?lang=en", "EICAD installer"],
    ] as const) {
      const { blocks } = await served(`/digital/eicad${q}`);
      const app = checked(blocks).SoftwareApplication;
      expect(app, lang).toHaveLength(1);
      for (const p of INSTALLER_PROPERTIES) expect(app![0]![p], p).toBeTruthy();
      expect(app![0]).toMatchObject({ name, softwareVersion: "5.2.1", url: `${ORIGIN}/digital/eicad${q}` });
      expect(onOrigin(app![0]!.downloadUrl)).toBe(true);
    }
    await env.DB.prepare(`UPDATE software SET version = '5.3.0' WHERE id = 1`).run();
    const { blocks } = await served("/digital/eicad");
    expect(checked(blocks).SoftwareApplication![0]!.softwareVersion).toBe("5.3.0");
    // A product with no installer published under its name says nothing it cannot back.
    expect(checked((await served("/digital/vrroad")).blocks).SoftwareApplication).toBeUndefined();
  });

  it("the download page: every published installer, none of the manuals or unpublished ones", async () => {
    const { blocks } = await served("/download");
    const apps = checked(blocks).SoftwareApplication ?? [];
    expect(apps.map((a) => a.name)).toEqual(["EICAD 安装包"]);
    for (const p of INSTALLER_PROPERTIES) expect(apps[0]![p], p).toBeTruthy();
  });

  it("a news item: its article with headline, ISO dates, absolute images and publisher; no tag can break out of the script", async () => {
    await env.DB.prepare(`UPDATE news_i18n SET title = ?1 WHERE news_id = 5 AND language = 'en'`).bind(`</script><script>alert(1)</script> & "quotes"`).run();
    const { blocks, html } = await served("/pc_index/newsDetail?id=5&lang=en");
    const article = checked(blocks).NewsArticle![0]!;
    expect(article.headline).toBe(`</script><script>alert(1)</script> & "quotes"`);
    expect(html).not.toContain("<script>alert(1)");
    expect(article).toMatchObject({ datePublished: "2026-01-05T09:00:00.000Z", url: `${ORIGIN}/pc_index/newsDetail?id=5&lang=en` });
    for (const url of article.image as string[]) expect(onOrigin(url), url).toBe(true);
    expect((article.publisher as { name: string }).name).toBe("RoadSoft");
    // A missing item has no article.
    expect(checked((await served("/pc_index/newsDetail?id=7")).blocks).NewsArticle).toBeUndefined();
  });

  it("the academy: a VideoObject per video with an ISO 8601 duration and absolute thumbnail and file", async () => {
    const { blocks } = await served("/academy?lang=en");
    const videos = checked(blocks).VideoObject ?? [];
    expect(videos.map((v) => [v.name, v.duration, v.uploadDate])).toEqual([
      ["Getting started", "PT5M", "2026-02-01T00:00:00.000Z"],
      ["Interchange design", "PT10M", "2026-02-02T00:00:00.000Z"],
    ]);
    for (const v of videos) expect(onOrigin(v.thumbnailUrl), String(v.thumbnailUrl)).toBe(true);
  });
});

describe("a news item's share card", () => {
  it("a news item shares its cover's 1200x630 picture, or its raster cover as it is, with its own title and summary", async () => {
    const [seedCover, share] = Object.entries(coverShareImages as Record<string, string>)[0]!;
    await env.DB.prepare(`UPDATE news SET cover_path = ?1 WHERE id = 6`).bind(seedCover).run();
    for (const [lang, q, title, subtitle] of [
      ["zh", "", "新闻 6", "副标题"],
      ["en", "&lang=en", "News 6", "Subtitle"],
    ] as const) {
      const { meta, res } = await served(`/pc_index/newsDetail?id=6${q}`);
      expect(res.status, lang).toBe(200);
      expect(meta("property", "og:image")).toBe(`${ORIGIN}${share}`);
      expect(meta("name", "twitter:image")).toBe(`${ORIGIN}${share}`);
      expect([meta("property", "og:image:width"), meta("property", "og:image:height")]).toEqual(["1200", "630"]);
      expect(meta("property", "og:title")).toContain(title);
      expect(meta("name", "twitter:description")).toBe(subtitle);
    }
    // The fixture's item 4 has a JPEG cover of unknown size: used as it is, no size claimed.
    const { meta, html } = await served("/pc_index/newsDetail?id=4");
    expect(meta("property", "og:image")).toMatch(new RegExp(`^${ORIGIN}/files/news/n4-abcdef\\d+\\.jpg$`));
    expect(html).not.toContain("og:image:width");
  });
});
