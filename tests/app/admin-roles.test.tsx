// The admin shows a role only what it may use (CONTRACT "Roles"): the navigation, the screens a link or
// a typed address opens, and the lead's erase button follow GET /api/admin/me's role; someone Access
// lets in without a role is told why nothing opens.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { AdminApp } from "../../src/admin/app/admin-app";
import { AdminI18nProvider } from "../../src/admin/i18n/admin-i18n";
import { fail, ok, stubFetch } from "./support/fetch-stub";

const lead = {
  id: 7,
  createdAt: "2026-11-20T08:00:00.000Z",
  customerName: "Wang Fang",
  email: "wang@example.cn",
  ac: "+86",
  phone: "138 0000 0000",
  productId: "eicad",
  productName: "EICAD",
  guestbook: null,
  formShape: "current",
  language: "zh",
  page: "/pc_index",
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  country: null,
  userAgent: null,
  status: "new",
  unverified: false,
  assignee: null,
  deliveries: [],
  earlierLeadIds: [],
  timeline: [],
};
const emptyPage = ok({ list: [], total: 0, pageIndex: 1, pageSize: 25 });

function renderAdmin(path: string) {
  render(
    <AdminI18nProvider initial="en">
      <MemoryRouter initialEntries={[path]}>
        <AdminApp />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
}

// The dashboard is a lazily loaded chunk, slow on a busy machine: the first screen gets time to arrive.
const SLOW = { timeout: 10_000 };

const navLinks = () =>
  within(screen.getByRole("navigation", { name: /./ }))
    .getAllByRole("link")
    .map((a) => a.textContent);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the admin by role", () => {
  it("sales: the lead inbox only, no erase button, and a typed content address lands in the inbox", async () => {
    const net = stubFetch({
      "GET /api/admin/me": () => ok({ actor: "sam@example.com", role: "sales", via: "access", timeZone: "Asia/Shanghai" }),
      "GET /api/admin/consultations": () => emptyPage,
      "GET /api/admin/consultations/7": () => ok(lead),
      "GET /api/products": () => ok([]),
    });
    renderAdmin("/admin/news");
    expect(await screen.findByRole("heading", { level: 1, name: "Lead inbox" }, SLOW)).toBeTruthy();
    expect(navLinks().filter((l) => !l?.includes("↗"))).toEqual(["Lead inbox"]);
    expect(screen.getByText("Signed in as sam@example.com · Sales")).toBeTruthy();
    expect(net.callsTo("GET", "/api/admin/news")).toEqual([]);

    cleanup();
    renderAdmin("/admin/leads/7");
    expect(await screen.findByText("Wang Fang", { selector: "h1, h1 *" }, SLOW)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Erase this lead (erasure request)" })).toBeNull();
  });

  it("marketing: the dashboard and content, no inbox or audit log; the inbox's address opens the dashboard", async () => {
    const net = stubFetch({
      "GET /api/admin/me": () => ok({ actor: "anna@example.com", role: "marketing", via: "access", timeZone: "Asia/Shanghai" }),
      "GET /api/admin/dashboard": () => fail(500, "not in this test"),
      "GET /api/admin/stats/funnel": () => ok([]),
      "GET /api/admin/stats/vitals": () => ok({ from: "2026-11-01", to: "2026-11-30", list: [] }),
    });
    renderAdmin("/admin/leads");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" }, SLOW)).toBeTruthy();
    expect(navLinks().filter((l) => !l?.includes("↗"))).toEqual([
      "Dashboard",
      "News",
      "Home banners",
      "Software & manuals",
      "Teaching videos",
      "Update logs",
      "Pages",
      "Media library",
      "Site settings",
    ]);
    expect(net.callsTo("GET", "/api/admin/consultations")).toEqual([]);
  });

  it("admin: every screen, and the erase button", async () => {
    stubFetch({
      "GET /api/admin/me": () => ok({ actor: "ops@example.com", role: "admin", via: "access", timeZone: "Asia/Shanghai" }),
      "GET /api/admin/consultations/7": () => ok(lead),
    });
    renderAdmin("/admin/leads/7");
    expect(await screen.findByRole("button", { name: "Erase this lead (erasure request)" }, SLOW)).toBeTruthy();
    expect(navLinks()).toEqual(expect.arrayContaining(["Dashboard", "Lead inbox", "Audit log", "News", "Site settings"]));
  });

  it("someone Access lets in whom ADMIN_ROLES does not map is told so on the sign-in screen", async () => {
    stubFetch({ "GET /api/admin/me": () => fail(403, "Your role may not use this.", 1011003) });
    renderAdmin("/admin");
    expect(await screen.findByText(/no admin role is assigned to you yet/, {}, SLOW)).toBeTruthy();
  });
});
