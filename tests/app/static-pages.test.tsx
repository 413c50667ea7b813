import { cleanup, render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AppProviders } from "../../src/app/app-providers";
import type { PageProps } from "../../src/app/page-props";
import type { PageKey } from "../../common/route-table";
import { LANGS, type Lang } from "../../src/i18n/lang";
import ContentPage from "../../src/pages/content/content-page";
import pagesJson from "../../seed/content/pages.json";
import seededProducts from "../../seed/content/products.json";
import { pathOf } from "../../common/route-table";
import { type Bilingual, type Block, isBilingual, type PageItem } from "../../common/page-blocks";
import { pageVars, seededPage } from "../../common/page-text";
import type { TypedPageValue } from "../../worker/schemas/api-requests";
import { INITIAL_SITE_SETTINGS } from "../../src/app/site-settings";
import type { FactKey } from "../../src/content/types";

/** The seeded pages (seed/content/pages.json): what a page shows until staff publish a change. */
const PAGES = pagesJson as unknown as PageItem[];
const casesBlock = PAGES.find((p) => p.path === "/cases")!.blocks.find((b): b is Extract<Block, { type: "cases" }> => b.type === "cases")!;

/** The page's read answered as the Worker answers it into the page, from the seeded copy. */
function answersFor(routeKey: PageKey, lang: Lang): TypedPageValue {
  const path = pathOf(routeKey);
  return { page: seededPage(PAGES, path, lang, pageVars(INITIAL_SITE_SETTINGS[lang])) ?? undefined };
}

/** The company figures by key, as the site settings (their one source) hold them. */
const factsOf = (lang: Lang) => Object.fromEntries(INITIAL_SITE_SETTINGS[lang].facts.map((f) => [f.key, f]));
const zhFacts = factsOf("zh");
const enFacts = factsOf("en");

afterEach(cleanup);

async function show(Page: ComponentType<PageProps>, routeKey: PageKey, lang: Lang) {
  // The page's copy comes with the page, as the Worker serves it (decision 0040).
  const router = createMemoryRouter([{ path: "*", element: <Page routeKey={routeKey} /> }], { initialEntries: ["/x"] });
  const view = render(
    <AppProviders lang={lang} value={answersFor(routeKey, lang)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole("heading", { level: 1 });
  return view.container;
}

const hrefOf = (name: RegExp) => screen.getAllByRole("link", { name }).map((a) => a.getAttribute("href"));

const PRODUCT_KEYS = ["airoad", "eicad", "report3d", "vrroad"] as const;
const PLATFORM_KEYS = ["management", "smartSite", "prefabrication"] as const;

describe("product and platform pages", () => {
  it("send the product pages' demo request to the /digital contact block with the page's product chosen, since their own is hidden", async () => {
    await show(ContentPage, "eicad", "en");
    expect(new Set(hrefOf(/request a demo/i))).toEqual(new Set(["/digital?product=eicad#contact"]));
    expect(hrefOf(/download a trial/i)).toContain("/download?anchor=software");
  });

  it.each(PRODUCT_KEYS)("%s's demo request names a product the contact form lists", async (key) => {
    await show(ContentPage, key, "zh");
    const products = new Set(seededProducts.map((p) => p.id));
    for (const href of new Set(hrefOf(/预约演示/))) {
      const product = new URL(href!, "https://x.example").searchParams.get("product");
      expect(products.has(product!), `${href}`).toBe(true);
      expect(product).toBe(key);
    }
  });

  it("send the platform pages' demo request to the contact block on the same page", async () => {
    await show(ContentPage, "smartSite", "zh");
    expect(new Set(hrefOf(/预约演示/))).toEqual(new Set(["#contact"]));
  });

  for (const lang of LANGS) {
    for (const keys of [PRODUCT_KEYS, PLATFORM_KEYS]) {
      for (const key of keys) {
        it(`${key} (${lang}) has one h1, 4–6 capabilities, resources and a related case that exists`, async () => {
          const root = await show(ContentPage, key, lang);
          expect(root.querySelectorAll("h1")).toHaveLength(1);
          const caps = root.querySelectorAll(".capability-card");
          expect(caps.length).toBeGreaterThanOrEqual(4);
          expect(caps.length).toBeLessThanOrEqual(6);
          const hrefs = [...root.querySelectorAll("a")].map((a) => a.getAttribute("href"));
          expect(hrefs).toEqual(expect.arrayContaining(["/download?anchor=manual", "/academy", "/updateLog"]));
          const caseLink = hrefs.find((h) => h?.startsWith("/cases#"));
          const anchors = casesBlock.items.map((c) => c.anchor);
          expect(anchors).toContain(caseLink!.slice("/cases#".length));
          for (const img of root.querySelectorAll("img")) {
            expect(img.getAttribute("alt")).toBeTruthy();
            expect(Number(img.getAttribute("width"))).toBeGreaterThan(0);
            expect(Number(img.getAttribute("height"))).toBeGreaterThan(0);
          }
        });
      }
    }
  }
});

describe("overview pages", () => {
  it("/digital links to the four product pages and has a rail line design section", async () => {
    const root = await show(ContentPage, "digital", "en");
    const hrefs = [...root.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["/digital/airoad", "/digital/eicad", "/digital/report3d", "/digital/vrroad"]));
    expect(root.querySelector("#rail h2")?.textContent).toMatch(/rail transit line design/i);
  });

  it("/intelligent links to the three platform pages", async () => {
    const root = await show(ContentPage, "intelligent", "zh");
    const hrefs = [...root.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["/intelligent/management", "/intelligent/smartSite", "/intelligent/prefabrication"]));
  });

  it("/dtwin covers highways, waterways and city infrastructure", async () => {
    const root = await show(ContentPage, "dtwin", "en");
    for (const id of ["highway", "waterway", "city"]) expect(root.querySelector(`#${id} h3`)).not.toBeNull();
  });

  it("/solutions has the four anchored sections and an in-page index", async () => {
    const root = await show(ContentPage, "solutions", "zh");
    for (const id of ["virtual-construction", "vr", "oblique-photography", "traffic-lab"]) {
      expect(root.querySelector(`section#${id} h2`)).not.toBeNull();
      expect(hrefOf(/./).filter((h) => h === `#${id}`)).toHaveLength(1);
    }
  });
});

describe("cases", () => {
  it("shows seven cases, each under its anchor with client, scale, challenge, deployment and numbers", async () => {
    const root = await show(ContentPage, "cases", "en");
    const articles = root.querySelectorAll("article.case-study");
    expect(articles).toHaveLength(7);
    for (const article of articles) {
      const a = within(article as HTMLElement);
      expect(a.getByText("Client")).toBeTruthy();
      expect(a.getByText("Scale")).toBeTruthy();
      expect(a.getByText("Challenge")).toBeTruthy();
      expect(article.querySelectorAll(".case-study__outcome dd").length).toBeGreaterThanOrEqual(3);
    }
  });

  it("keeps every case's outcome in both languages (one bilingual value each)", () => {
    for (const c of casesBlock.items) for (const o of c.outcomes) expect(o.value.zh && o.value.en && o.label.zh && o.label.en, c.anchor).toBeTruthy();
  });
});

describe("company facts", () => {
  it("the about page shows every company figure once, with one patent reading (11 granted of 15)", async () => {
    const root = await show(ContentPage, "about", "en");
    const values = [...root.querySelectorAll(".fact-list__value")].map((v) => v.textContent);
    expect(values).toEqual(expect.arrayContaining(["2018", "20+ years", "11", "39", "1,000+", "20,000+", "43,000 km", "40+", "50+", "8–10×", "20–30%"]));
    expect(values).toHaveLength(12);
    expect(root.textContent).toContain("Invention patents granted (15 filed)");
    // Every name in the copy filled: no `{patents}` or `{brand}` left for a visitor to read.
    expect(root.textContent).not.toMatch(/\{\w+\}/);
  });

  it("names the same figures in both languages of every page's copy, fills them all, and restates none as prose", () => {
    const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const pairs = (v: unknown, at: string): [string, Bilingual][] => {
      if (isBilingual(v)) return [[at, v]];
      if (Array.isArray(v)) return v.flatMap((x, i) => pairs(x, `${at}[${i}]`));
      if (v && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => pairs(x, at ? `${at}.${k}` : k));
      return [];
    };
    // A figure written out in the copy would stay behind when the settings change it.
    const written = INITIAL_SITE_SETTINGS.en.facts.map((f) => f.value).filter((v) => /\d{2},\d{3}/.test(v));
    let named = 0;
    for (const page of PAGES) {
      for (const [at, text] of pairs({ title: page.title, description: page.description, blocks: page.blocks }, "")) {
        expect(names(text.en), `${page.path} ${at}`).toEqual(names(text.zh));
        named += names(text.en).length;
        for (const v of written) expect(text.en, `${page.path} ${at}`).not.toContain(v);
      }
      for (const lang of LANGS) {
        const local = JSON.stringify(seededPage(PAGES, page.path, lang, pageVars(INITIAL_SITE_SETTINGS[lang])));
        expect(local, `${page.path} (${lang})`).not.toMatch(
          /\{(brand|hotline|email|founded|history|patents|copyrights|clients|users|roadKm|interchanges|projects|partners|schemeEfficiency|overallEfficiency)\}/,
        );
      }
    }
    expect(named).toBeGreaterThan(10);
  });

  it("keeps each figure once, by key, in both languages of the site settings (the one source pages read)", () => {
    const ALL: FactKey[] = [
      "founded",
      "history",
      "patents",
      "copyrights",
      "clients",
      "users",
      "roadKm",
      "interchanges",
      "projects",
      "partners",
      "schemeEfficiency",
      "overallEfficiency",
    ];
    for (const lang of LANGS) expect(INITIAL_SITE_SETTINGS[lang].facts.map((f) => f.key).sort()).toEqual([...ALL].sort());
  });

  it("states the same figures in both languages, with their ranges, pluses and percentages", () => {
    // The numbers as written (1,000+, 8–10, 20–30%): the unit words differ by language, the figure may not.
    const figures = (s: string) => s.match(/\d[\d,.]*(?:–\d[\d,.]*)?\+?%?/g) ?? [];
    for (const key of Object.keys(zhFacts)) {
      expect(figures(enFacts[key].value), key).toEqual(figures(zhFacts[key].value));
      expect(figures(enFacts[key].value).length, key).toBeGreaterThan(0);
      // A figure's label names the same numbers too ("15 filed").
      expect(figures(enFacts[key].label), key).toEqual(figures(zhFacts[key].label));
    }
  });

  it("relates each page's proof to a case the cases page has, and the read brings that case in the page's language", () => {
    const anchors = new Set(casesBlock.items.map((c) => c.anchor));
    let checked = 0;
    for (const page of PAGES) {
      for (const b of page.blocks) {
        if (b.type !== "proof") continue;
        expect(anchors.has(b.case), page.path).toBe(true);
        for (const lang of LANGS) {
          const local = seededPage(PAGES, page.path, lang, pageVars(INITIAL_SITE_SETTINGS[lang]))!;
          expect(local.cases[b.case]?.title, `${page.path} (${lang})`).toBe(casesBlock.items.find((c) => c.anchor === b.case)!.title[lang]);
        }
        checked++;
      }
    }
    expect(checked).toBe(10);
  });
});
