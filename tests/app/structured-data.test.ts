// The head the build writes for each page (src/app/head-tags.ts): its structured data held to what
// Google's structured-data documentation asks of each type (common/structured-data/required-properties.ts),
// and the product pages' own share cards with their title and description in the page's language.
// What the Worker adds from D1 is tested in tests/worker/structured-data.test.ts.
import { describe, expect, it } from "vitest";
import { ROUTES, type PageKey } from "../../common/route-table";
import { checkStructuredData, ldJsonBlocks } from "../../common/structured-data/required-properties";
import { PRODUCT_SHARE_PAGES } from "../../src/app/page-meta";
import { pageHead } from "../../src/app/page-structured-data";
import { routeTitles } from "../../src/app/route-titles";
import { fillText, pageVars } from "../../common/page-vars";
import { seededPage } from "../../common/page-text";
import { SEEDED_PAGES } from "./support/seeded-page";
import type { SiteSettings } from "../../src/lib/api-types";
import buildSettings from "../../seed/content/site-settings.json";

const ORIGIN = "https://www.example.com";

/** The head as the prerender writes it: a page with a `pages` item with its title and description (entry-server.tsx). */
function head(key: PageKey, lang: "zh" | "en"): string {
  const path = ROUTES.find((r) => r.key === key)!.path;
  const site = buildSettings[lang] as unknown as SiteSettings;
  const copy = seededPage(SEEDED_PAGES, path, lang, pageVars(site));
  return pageHead({ key, path, lang, origin: ORIGIN, site, pageCopy: copy ?? undefined }).tags.join("\n");
}

function checked(html: string) {
  const { problems, byType } = checkStructuredData(ldJsonBlocks(html), ORIGIN);
  expect(problems).toEqual([]);
  return byType;
}

const meta = (html: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe("structured data the build writes", () => {
  it("home: the organisation only", () => {
    const types = checked(head("home", "en"));
    expect(Object.keys(types)).toEqual(["Organization"]);
    expect(types.Organization![0]!.name).toBe(buildSettings.en.brandName);
  });

  it("every other page: breadcrumbs from home, through its section, to the page, in its language", () => {
    for (const { key } of ROUTES.filter((r) => r.key !== "home" && r.key !== "phoneHome")) {
      for (const lang of ["zh", "en"] as const) expect(checked(head(key, lang)).BreadcrumbList, `${key} ${lang}`).toHaveLength(1);
    }
    const q = "?lang=en";
    const crumbs = (key: PageKey) => (checked(head(key, "en")).BreadcrumbList![0]!.itemListElement as Record<string, unknown>[]).map((i) => [i.name, i.item]);
    expect(crumbs("eicad")).toEqual([
      [routeTitles.en.home, `${ORIGIN}/pc_index${q}`],
      [routeTitles.en.digital, `${ORIGIN}/digital${q}`],
      [routeTitles.en.eicad, undefined],
    ]);
    expect(crumbs("newsDetail")).toEqual([
      [routeTitles.en.home, `${ORIGIN}/pc_index${q}`],
      [routeTitles.en.news, `${ORIGIN}/pc_index/news${q}`],
      [routeTitles.en.newsDetail, undefined],
    ]);
    expect(crumbs("about")).toEqual([
      [routeTitles.en.home, `${ORIGIN}/pc_index${q}`],
      [routeTitles.en.about, undefined],
    ]);
  });

  it("the web platforms' pages: a SoftwareApplication run in the browser, named in the page's language", () => {
    for (const key of ["management", "smartSite", "prefabrication"] as const) {
      const app = checked(head(key, "zh")).SoftwareApplication![0]!;
      expect(app).toMatchObject({
        name: routeTitles.zh[key],
        operatingSystem: "Web browser",
        applicationCategory: "BusinessApplication",
        url: `${ORIGIN}${ROUTES.find((r) => r.key === key)!.path}`,
      });
    }
  });

  it("escapes what could end the script early", () => {
    const html = pageHead({
      key: "home",
      path: "/pc_index",
      lang: "zh",
      origin: ORIGIN,
      site: { ...buildSettings.zh, brandName: "A</script><script>alert(1)</script>" } as unknown as SiteSettings,
    }).tags.join("\n");
    expect(html).not.toContain("<script>alert(1)");
    expect(checked(html).Organization![0]!.name).toBe("A</script><script>alert(1)</script>");
  });
});

describe("share cards", () => {
  it("each product page has its own 1200x630 picture, large card, and its title and description in the page's language", () => {
    expect(PRODUCT_SHARE_PAGES).toEqual(expect.arrayContaining(["eicad", "airoad", "report3d", "vrroad", "management", "smartSite", "prefabrication"]));
    for (const key of PRODUCT_SHARE_PAGES) {
      for (const lang of ["zh", "en"] as const) {
        const html = head(key, lang);
        expect(meta(html, "property", "og:image")).toBe(`${ORIGIN}/img/share/${key}.jpg`);
        expect(meta(html, "name", "twitter:image")).toBe(`${ORIGIN}/img/share/${key}.jpg`);
        expect([meta(html, "property", "og:image:width"), meta(html, "property", "og:image:height")]).toEqual(["1200", "630"]);
        expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
        expect(meta(html, "property", "og:title")).toBe(`${routeTitles[lang][key]} | ${buildSettings[lang].brandName}`);
        // Figures named in the description are filled from the settings (decision 0040).
        // The page item's description, once (decision 0040), figures filled from the settings.
        const item = SEEDED_PAGES.find((p) => p.path === ROUTES.find((r) => r.key === key)!.path)!;
        const described = fillText(item.description[lang], pageVars(buildSettings[lang]));
        expect(described).not.toMatch(/\{\w+\}/);
        expect(meta(html, "name", "description")).toBe(described);
        expect(meta(html, "name", "twitter:description")).toBe(described);
      }
    }
  });
});
