// The admin dashboard against a stubbed API: header modules are named in the admin's language with
// nothing appended (no "下载中心 (6)" that reads as a count), and the figures are asked for in the
// admin's language again when it changes.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import type { Dashboard } from "../../worker/schemas/admin-api";
import { DashboardScreen } from "../../src/admin/dashboard/dashboard-screen";
import { AdminI18nProvider, useI18n } from "../../src/admin/i18n/admin-i18n";
import { ok, stubFetch } from "./support/fetch-stub";

const DASH: Dashboard = {
  from: "2026-11-01",
  to: "2026-11-30",
  leadsPerDay: [{ day: "2026-11-02", count: 2 }],
  leadsPerProduct: [{ productId: "eicad", productName: "Road and interchange design (EICAD)", count: 2 }],
  visitsPerPage: [
    { path: "/pc_index", count: 9 },
    { path: "/digital/eicad", count: 5 },
    { path: "other", count: 1 },
  ],
  moduleClicks: ["1", "2", "3", "4", "5", "6"].map((module) => ({ module, count: 7 - Number(module) })),
  totals: { leads: 2, visits: 9, moduleClicks: 21 },
  conversion: {
    byLandingPage: [{ key: "/about", visits: 4, leads: 1, rate: 0.25 }],
    byLanguage: [{ key: "zh", visits: 6, leads: 1, rate: 1 / 6 }],
    byUtmSource: [
      { key: "newsletter", visits: 3, leads: 1, rate: 1 / 3 },
      { key: "(none)", visits: 6, leads: 1, rate: 1 / 6 },
    ],
  },
};

beforeEach(() => {
  localStorage.clear();
  // jsdom has no canvas: Chart.js is given none and the table view carries the figures.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Switch() {
  const { setLang } = useI18n();
  return (
    <button type="button" onClick={() => setLang("zh")}>
      switch
    </button>
  );
}

/** The row headings of the module-clicks card's table. */
async function moduleRows(title: string): Promise<string[]> {
  const card = (await screen.findByRole("heading", { name: title })).closest("section")!;
  const toggle = within(card).getByRole("button", { pressed: false });
  fireEvent.click(toggle);
  return within(card)
    .getAllByRole("rowheader")
    .map((th) => th.textContent ?? "");
}

it("names the header modules in the admin's language without their ids, and asks again in the new language", async () => {
  const net = stubFetch({ "GET /api/admin/dashboard": () => ok(DASH) });
  render(
    <AdminI18nProvider initial="en">
      <MemoryRouter initialEntries={["/admin/dashboard"]}>
        <Switch />
        <DashboardScreen />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
  expect(await moduleRows("Module clicks")).toEqual(["Home", "Digital design", "Intelligent construction", "Digital twin", "Academy", "Downloads"]);
  expect(new URL(net.callsTo("GET", "/api/admin/dashboard")[0]!.url, "http://x").searchParams.get("language")).toBe("en");

  fireEvent.click(screen.getByRole("button", { name: "switch" }));
  expect(await moduleRows("模块点击")).toEqual(["首页", "数字化设计", "智能建造", "运维数字孪生", "学院", "下载中心"]);
  const last = net.callsTo("GET", "/api/admin/dashboard").at(-1)!;
  expect(new URL(last.url, "http://x").searchParams.get("language")).toBe("zh");
  expect(last.headers["Accept-Language"]).toBe("zh");
});

it("names pages by their titles and the conversion charts for what they count, in the admin's language", async () => {
  stubFetch({ "GET /api/admin/dashboard": () => ok(DASH) });
  render(
    <AdminI18nProvider initial="en">
      <MemoryRouter initialEntries={["/admin/dashboard"]}>
        <DashboardScreen />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
  expect(await moduleRows("Visits per page")).toEqual(["Home", "Road and interchange design", "Other pages"]);
  expect(await moduleRows("Share of visits that left a lead, by landing page")).toEqual(["About us"]);
  expect(await moduleRows("Share of visits that left a lead, by language")).toEqual(["Chinese"]);
  expect(await moduleRows("Share of visits that left a lead, by UTM source")).toEqual(["newsletter", "No UTM source"]);
  const clicks = (await screen.findByRole("heading", { name: "Module clicks" })).closest("section")!;
  expect(clicks.textContent).toContain("Clicks on the six items of the site's header menu");
  expect(document.body.textContent).not.toContain("/pc_index");
  cleanup();
  render(
    <AdminI18nProvider initial="zh">
      <MemoryRouter initialEntries={["/admin/dashboard"]}>
        <DashboardScreen />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
  expect(await moduleRows("各页面访问")).toEqual(["首页", "道路与互通立交设计", "其他页面"]);
  expect(await moduleRows("留下线索的访问占比（按 UTM 来源）")).toEqual(["newsletter", "无 UTM 标记"]);
});
