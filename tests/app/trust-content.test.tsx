// Issue 33, trust: what a buyer checks before talking to sales. The seeded /about shows named
// customers' logos and the company's legal details from the site settings, /cases a named client's
// case; the footer names the registered company and its licence number on every page; /download lists each download's system
// requirements. Nothing of the legal details shows when the settings leave them empty.
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { PageItem } from "../../common/page-blocks";
import { pageVars, seededPage } from "../../common/page-text";
import { pathOf, type PageKey } from "../../common/route-table";
import pagesJson from "../../seed/content/pages.json";
import { AppProviders } from "../../src/app/app-providers";
import { INITIAL_SITE_SETTINGS } from "../../src/app/site-settings";
import { Footer } from "../../src/components/footer/footer";
import type { Lang } from "../../src/i18n/lang";
import type { TypedPageValue } from "../../worker/schemas/api-requests";
import type { SiteSettings, SoftwareItem } from "../../src/lib/api-types";
import ContentPage from "../../src/pages/content/content-page";
import { SoftwareList } from "../../src/pages/download/software-list";

const PAGES = pagesJson as unknown as PageItem[];
const NO_COMPANY = { legalName: "", address: "", licenceNumber: "", certifications: [] };

afterEach(cleanup);

/** The page as the Worker serves it: its seeded copy and, when given, the site settings' answer. */
function answers(routeKey: PageKey, lang: Lang, site?: Partial<SiteSettings>): TypedPageValue {
  const path = pathOf(routeKey);
  return {
    page: seededPage(PAGES, path, lang, pageVars(INITIAL_SITE_SETTINGS[lang])) ?? undefined,
    ...(site ? { site: { ...INITIAL_SITE_SETTINGS[lang], ...site } } : {}),
  };
}

async function show(routeKey: PageKey, lang: Lang, site?: Partial<SiteSettings>) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <ContentPage routeKey={routeKey} />
            <Footer />
          </>
        ),
      },
    ],
    { initialEntries: ["/x"] },
  );
  const view = render(
    <AppProviders lang={lang} value={answers(routeKey, lang, site)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole("heading", { level: 1 });
  return view.container;
}

/** A section of the page by its heading (a <section> with aria-labelledby is a region). */
const section = (_root: HTMLElement, name: RegExp) => screen.getByRole("region", { name }) as HTMLElement;

describe("the about page", () => {
  it("names the customers who agreed to it, each logo sized so nothing shifts", async () => {
    const root = await show("about", "en");
    const customers = section(root, /who works with our software/i);
    const items = customers.querySelectorAll("li");
    expect(items).toHaveLength(6);
    expect(customers.textContent).toContain("Huaheng Transport Planning and Design Institute");
    for (const img of customers.querySelectorAll("img")) {
      expect(img.getAttribute("src")).toMatch(/^\/img\/customers\/[a-z]+\.svg$/);
      expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["200", "64"]);
      expect(img.getAttribute("alt")).toMatch(/logo$/);
    }
  });

  it("shows the company's registered name, address, licence number and certifications from the settings, in each language, and nothing of them when unset", async () => {
    const zh = INITIAL_SITE_SETTINGS.zh;
    const root = await show("about", "zh");
    const details = section(root, /公司资质/);
    expect(within(details).getByText("公司全称").nextElementSibling?.textContent).toBe(zh.legalName);
    expect(within(details).getByText("统一社会信用代码").nextElementSibling?.textContent).toBe(zh.licenceNumber);
    expect([...details.querySelectorAll("li")].map((li) => li.textContent)).toEqual(zh.certifications);
    cleanup();
    const en = section(await show("about", "en"), /company details/i);
    expect(within(en).getByText("Registered address").nextElementSibling?.textContent).toBe(INITIAL_SITE_SETTINGS.en.address);
    expect(en.textContent).toContain("National High-Tech Enterprise");
    cleanup();
    // Settings without them: no company details on the page, and the footer names the brand only.
    const unset = await show("about", "en", NO_COMPANY);
    expect(screen.queryByRole("region", { name: /company details/i })).toBeNull();
    expect(screen.getByRole("region", { name: /who works with our software/i })).toBeTruthy();
    const footer = unset.querySelector("footer")!;
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} RoadYan Digital. All rights reserved.`);
    expect(footer.textContent).not.toMatch(/social credit/);
  });

  it("names the registered company and its licence number in the footer when set, each only when set", async () => {
    const root = await show("about", "zh", { ...NO_COMPANY, legalName: "示例科技有限公司", licenceNumber: "91110108MA7LQ4K3XQ" });
    const footer = root.querySelector("footer")!;
    expect(footer.textContent).toContain("示例科技有限公司 版权所有 · 统一社会信用代码 91110108MA7LQ4K3XQ");
    cleanup();
    const named = (await show("about", "zh", { ...NO_COMPANY, legalName: "示例科技有限公司" })).querySelector("footer")!;
    expect(named.textContent).toContain("示例科技有限公司 版权所有");
    expect(named.textContent).not.toContain("统一社会信用代码");
  });
});

describe("the cases page", () => {
  it("tells one named client's project: what was delivered, its results and the client's own words", async () => {
    const root = await show("cases", "en");
    const story = section(root, /Hengchuan Expressway widening/);
    expect(story.textContent).toContain("Huaheng Transport Planning and Design Institute");
    expect(story.querySelectorAll("dl dd")).toHaveLength(3);
    expect(within(story).getByText("To compare realignment options (was 6 weeks)").nextElementSibling?.textContent).toBe("9 days");
    expect(story.querySelector("blockquote")?.textContent).toMatch(/^A grade change used to mean/);
    expect(story.querySelector("figcaption")?.textContent).toMatch(/chief engineer/);
    const logo = story.querySelector("img")!;
    expect([logo.getAttribute("width"), logo.getAttribute("height")]).toEqual(["200", "64"]);
  });
});

describe("the download list", () => {
  const item: SoftwareItem = {
    id: 1,
    kind: "software",
    name: "EICAD",
    version: "5.2.0",
    size: 1024,
    fileUrl: "/files/installers/EICAD.zip",
    fileName: "EICAD.zip",
    updatedAt: "2026-11-12T02:00:00.000Z",
    summary: "Road design",
  };

  it("lists the system requirements an item states, in a fixed order, and none for an item without", async () => {
    render(
      <AppProviders lang="en" value={{}}>
        <SoftwareList
          items={[
            { ...item, requirements: { memory: "16 GB", os: "Windows 10 / 11 (64-bit)", graphics: "OpenGL 4.5" } },
            { ...item, id: 2, name: "AIRoad" },
          ]}
        />
      </AppProviders>,
    );
    const [first, second] = screen.getAllByRole("listitem");
    expect(within(first!).getByText("System requirements")).toBeTruthy();
    expect([...first!.querySelectorAll(".software-list__reqs dt")].map((d) => [d.textContent, d.nextElementSibling?.textContent])).toEqual([
      ["Operating system", "Windows 10 / 11 (64-bit)"],
      ["Memory", "16 GB"],
      ["Graphics", "OpenGL 4.5"],
    ]);
    expect(within(second!).queryByText("System requirements")).toBeNull();
  });
});
