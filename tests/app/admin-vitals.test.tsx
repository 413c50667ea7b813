// The dashboard's real visitors' page speed table against a stubbed API: per route and device, the
// page loads and each 75th percentile, marked against the Core Web Vitals thresholds, in both languages.
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
const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent);

it("shows each route and device's page loads and 75th percentiles, marked good, needs improvement or poor", async () => {
  const net = show("en");
  const section = await screen.findByRole("region", { name: "Real visitors' page speed (75th percentile)" });
  const rows = await within(section).findAllByRole("row");
  expect(rows.map((r) => within(r).queryAllByRole("columnheader").map((h) => h.textContent)).at(0)).toEqual(["Page", "Device", "Page loads", "LCP", "INP", "CLS", "TTFB"]);
  expect(cells(rows[1]!)).toEqual(["/pc_index", "Mobile", "120", "2.40 s good", "350 ms needs improvement", "0.30 poor", "0.90 s needs improvement"]);
  expect(cells(rows[2]!)).toEqual(["/about", "Desktop", "8", "4.10 s poor", "—", "0.05 good", "0.50 s good"]);
  expect(net.callsTo("GET", "/api/admin/stats/vitals")[0]!.url).toContain("from=2026-11-01&to=2026-11-26");
});

it("speaks Chinese, and says when there are no reports yet", async () => {
  show("zh");
  const rows = await screen.findAllByRole("row");
  expect(cells(rows[1]!)).toEqual(["/pc_index", "手机", "120", "2.40 s 良好", "350 ms 需改进", "0.30 较差", "0.90 s 需改进"]);
  cleanup();
  show("en", []);
  expect(await screen.findByText("No reports from visitors in this period yet.")).toBeTruthy();
});
