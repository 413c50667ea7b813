// The real build, freshly seeded: one page of each kind carries structured data that holds to what
// Google's structured-data documentation asks of each type (common/structured-data/required-properties.ts),
// and the product pages and news items share their own picture, reachable, with their localised text.
import { beforeAll, describe, expect } from "vitest";
import { checkStructuredData, INSTALLER_PROPERTIES, ldJsonBlocks } from "../../common/structured-data/required-properties.ts";
import { baseUrl } from "./support/session.ts";
import { apiData } from "./support/site.ts";
import COVER_SHARE_IMAGES from "../../worker/pages/cover-share-images.json";
import { it } from "./support/fixture.ts";

/** A seeded news item, whose cover has its 1200x630 card (other suites add items with other covers). */
let newsId: number;
beforeAll(async () => {
  const { list } = await apiData<{ list: { id: number; coverUrlIdList: { path: string }[] }[] }>("/news?pageSize=50");
  newsId = list.find((n) => n.coverUrlIdList.some((c) => c.path in COVER_SHARE_IMAGES))!.id;
});

const origin = () => new URL(baseUrl()).origin;

async function served(path: string) {
  const res = await fetch(new URL(path, baseUrl()));
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const { problems, byType } = checkStructuredData(ldJsonBlocks(html), origin());
  expect(problems, path).toEqual([]);
  const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
  return { byType, meta };
}

describe("structured data in the served HTML of each page kind", () => {
  it.each([
    ["home", "/pc_index", ["Organization"]],
    ["inner page", "/about?lang=en", ["BreadcrumbList"]],
    ["product page", "/digital/eicad", ["BreadcrumbList", "SoftwareApplication"]],
    ["platform page", "/intelligent/smartSite?lang=en", ["BreadcrumbList", "SoftwareApplication"]],
    ["download", "/download?lang=en", ["BreadcrumbList", "SoftwareApplication"]],
    ["academy", "/academy", ["BreadcrumbList", "VideoObject"]],
  ])("%s (%s)", async (_kind, path, types) => {
    const { byType } = await served(path);
    expect(Object.keys(byType).sort()).toEqual(types);
    if (path.startsWith("/digital/") || path.startsWith("/download"))
      for (const p of INSTALLER_PROPERTIES) expect(byType.SoftwareApplication![0]![p], p).toBeTruthy();
    if (path === "/academy") for (const v of byType.VideoObject!) expect(v.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
  });

  it("news detail", async () => {
    const { byType } = await served(`/pc_index/newsDetail?id=${newsId}`);
    expect(Object.keys(byType).sort()).toEqual(["BreadcrumbList", "NewsArticle"]);
  });
});

describe("share cards: own picture, reachable, with the page's text in its language", () => {
  const cases = () =>
    [
      ["product zh", "/digital/vrroad", "驾驶仿真"],
      ["product en", "/digital/vrroad?lang=en", "Driving simulation"],
      ["news zh", `/pc_index/newsDetail?id=${newsId}`, undefined],
      ["news en", `/pc_index/newsDetail?id=${newsId}&lang=en`, undefined],
    ] as const;

  it("og:image and twitter:image name a 1200x630 picture of the page's own that answers 200 image/*", async () => {
    for (const [name, path, title] of cases()) {
      const { meta } = await served(path);
      const image = meta("property", "og:image")!;
      expect(image, name).toMatch(new RegExp(`^${origin()}/`));
      expect(image, name).not.toContain("share-card");
      expect(meta("name", "twitter:image"), name).toBe(image);
      expect(meta("name", "twitter:card"), name).toBe("summary_large_image");
      expect([meta("property", "og:image:width"), meta("property", "og:image:height")], name).toEqual(["1200", "630"]);
      const res = await fetch(image);
      expect(res.status, image).toBe(200);
      expect(res.headers.get("Content-Type"), image).toMatch(/^image\//);
      if (title) expect(meta("property", "og:title"), name).toContain(title);
    }
  });

  it("a news item's title and summary, in each language, are its own", async () => {
    for (const lang of ["zh", "en"] as const) {
      const item = (await (await fetch(new URL(`/api/news/${newsId}?language=${lang}`, baseUrl()))).json()) as { data: { title: string; subtitle: string } };
      const { meta } = await served(`/pc_index/newsDetail?id=${newsId}${lang === "en" ? "&lang=en" : ""}`);
      expect(meta("property", "og:title")).toContain(item.data.title.replace(/&/g, "&amp;"));
      expect(meta("name", "twitter:description")).toBe(item.data.subtitle.replace(/&/g, "&amp;"));
    }
  });
});
