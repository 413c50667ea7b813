// The dashboard's real visitors' page speed table against a stubbed API: per page (by its title) and
// device, the page loads, an overall rating and one per measure in words (good / needs work / poor,
// the worst of the Core Web Vitals overall), the measured 75th percentile and the thresholds in each
// rating's tooltip, in both languages.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { VitalsTable } from "../../src/admin/dashboard/vitals-table";
import { AdminI18nProvider } from "../../src/admin/i18n/admin-i18n";
import type { AdminLang } from "../../src/admin/lib/admin-fetch";
import { ok, stubFetch } from "./support/fetch-stub";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = [
  { path: "/pc_index", device: "mobile", samples: 120, lcpP75: 2400, inpP75: 350, clsP75: 0.3, ttfbP75: 900 },
  { path: "/about", device: "desktop", samples: 8, lcpP75: 4100, inpP75: null, clsP75: 0.05, ttfbP75: 500 },
];

function show(lang: AdminLang, list: unknown[] = LIST) {
  const net = stubFetch({ "GET /api/admin/stats/vitals": () => ok({ from: "2026-11-01", to: "2026-11-26", list }) });
  render(
    <AdminI18nProvider initial={lang}>
      <VitalsTable from="2026-11-01" to="2026-11-26" />
    </AdminI18nProvider>,
  );
  return net;
}

/** The texts of a table row's cells. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);

/** The tooltips of a row's ratings. */
const tips = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.querySelector("[title]")?.getAttribute("title") ?? null);

it("rates each page and device in words, overall and per measure, with the figures and thresholds in the tooltips", async () => {
  const net = show("en");
  const section = await screen.findByRole("region", { name: "Page speed for real visitors" });
  const rows = await within(section).findAllByRole("row");
  const head = rows
    .map((r) =>
      within(r)
        .queryAllByRole("columnheader")
        .map((h) => h.textContent),
    )
    .at(0);
  expect(head).toEqual(["Page", "Device", "Page loads", "Overall", "Loading", "Response to input", "Layout stability", "Server response"]);
  expect(section.textContent).not.toMatch(/LCP|INP|CLS|TTFB|p75/);
  expect(cells(rows[1]!)).toEqual(["Home", "Mobile", "120", "poor", "good", "needs work", "poor", "needs work"]);
  expect(cells(rows[2]!)).toEqual(["About us", "Desktop", "8", "poor", "poor", "—", "good", "good"]);
  expect(tips(rows[1]!)[4]).toBe("Loading: 3 loads in 4 within 2.4 s. Good up to 2.5 s, poor above 4 s.");
  expect(tips(rows[1]!)[5]).toBe("Response to input: 3 loads in 4 within 350 ms. Good up to 200 ms, poor above 500 ms.");
  expect(tips(rows[1]!)[3]).toContain("The worst of loading, response to input and layout stability");
  expect(net.callsTo("GET", "/api/admin/stats/vitals")[0]!.url).toContain("from=2026-11-01&to=2026-11-26");
});

it("rates a page good overall only when every measure reported is good", async () => {
  show("en", [{ path: "/download", device: "mobile", samples: 40, lcpP75: 1200, inpP75: 80, clsP75: 0.01, ttfbP75: 2000 }]);
  const rows = await screen.findAllByRole("row");
  expect(cells(rows[1]!)).toEqual(["Download", "Mobile", "40", "good", "good", "good", "good", "poor"]);
});

it("speaks Chinese, and says when there are no reports yet", async () => {
  show("zh");
  const rows = await screen.findAllByRole("row");
  expect(cells(rows[1]!)).toEqual(["首页", "手机", "120", "较差", "良好", "需改进", "较差", "需改进"]);
  expect(tips(rows[2]!)[4]).toBe("加载速度：4 次加载中有 3 次不超过 4.1 秒。良好：不超过 2.5 秒；较差：超过 4 秒。");
  cleanup();
  show("en", []);
  expect(await screen.findByText("No reports from visitors in this period yet.")).toBeTruthy();
});
