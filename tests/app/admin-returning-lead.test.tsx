// Issue 27: a returning lead (same e-mail or phone as a lead of the last 90 days) carries a "returning"
// badge in the inbox and on its page, which lists the earlier leads it was linked to with links to them;
// issue 32: and, on demand, every earlier lead of that person, a page at a time.
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminLead, AdminLeadDetail, EarlierLead } from "../../worker/schemas/admin-api";
import { meHandler } from "./support/signed-in";
import { renderLeadScreens } from "./support/lead-screens";
import { ok, stubFetch, type Call } from "./support/fetch-stub";

const base: AdminLead = {
  id: 31,
  createdAt: "2026-11-20T08:00:00.000Z",
  customerName: "Wang Gong",
  email: "wang@example.cn",
  ac: "+86",
  phone: "138 0013 8000",
  productId: "eicad",
  productName: "EICAD",
  guestbook: null,
  company: null,
  formShape: "current",
  language: "zh",
  page: "/digital",
  landingPage: null,
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
  noteCount: 0,
  earlierLeadIds: [12, 20],
  deliveries: [],
  consentAt: null,
  privacyVersion: null,
};
const firstTime: AdminLead = { ...base, id: 32, customerName: "Li Si", email: "lisi@example.cn", earlierLeadIds: [] };

const renderAt = renderLeadScreens;

/** 23 earlier leads of Wang Gong, newest first, as the worker pages them. */
const everyEarlier: EarlierLead[] = Array.from({ length: 23 }, (_, i) => ({
  id: 30 - i,
  createdAt: "2026-11-01T08:00:00.000Z",
  customerName: `Wang ${30 - i}`,
  email: "wang@example.cn",
  ac: "+86",
  phone: "138 0013 8000",
  productName: "EICAD",
  status: "new",
}));
const earlierPage = (call: Call) => {
  const q = new URL(call.url, "http://localhost").searchParams;
  const pageIndex = Number(q.get("pageIndex") ?? 1);
  const pageSize = Number(q.get("pageSize") ?? 20);
  return ok({ list: everyEarlier.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: everyEarlier.length, pageIndex, pageSize });
};

let net: ReturnType<typeof stubFetch>;
beforeEach(() => {
  localStorage.clear();
  net = stubFetch({
    "GET /api/admin/me": meHandler(),
    "GET /api/admin/consultations": () => ok({ list: [base, firstTime], total: 2, pageIndex: 1, pageSize: 25 }),
    "GET /api/admin/consultations/31": () => ok({ ...base, timeline: [] } satisfies AdminLeadDetail),
    "GET /api/admin/consultations/31/earlier": earlierPage,
    "GET /api/products": () => ok([]),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("returning lead", () => {
  it.each([
    ["zh", "再次咨询"],
    ["en", "Returning"],
  ] as const)("the inbox (%s) marks only the returning lead with %s", async (lang, badge) => {
    renderAt("/admin/leads", lang);
    const row = (name: string) => screen.getByRole("link", { name }).closest("tr")!;
    await screen.findByRole("link", { name: "Wang Gong" });
    expect(within(row("Wang Gong")).getByText(badge).className).toContain("badge");
    expect(within(row("Li Si")).queryByText(badge)).toBeNull();
  });

  it("the lead's page shows the badge and links each earlier lead", async () => {
    renderAt("/admin/leads/31", "en");
    await screen.findByRole("heading", { name: "Wang Gong" });
    expect(screen.getAllByText("Returning")[0]!.className).toContain("badge");
    const earlier = screen.getByRole("region", { name: "Earlier leads" });
    expect(
      within(earlier)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Lead #12", "/admin/leads/12"],
      ["Lead #20", "/admin/leads/20"],
    ]);
    // Nothing more is read until asked.
    expect(net.callsTo("GET", "/api/admin/consultations/31/earlier")).toHaveLength(0);
  });

  it.each([
    ["en", "Earlier leads", "List all earlier leads", "23 earlier leads with the same e-mail or phone", "Next"],
    ["zh", "此前咨询", "查看全部此前咨询", "同一邮箱或电话此前共 23 次咨询", "下一页"],
  ] as const)("(%s) lists every earlier lead on demand, a page at a time", async (lang, region, button, total, next) => {
    renderAt("/admin/leads/31", lang);
    await screen.findByRole("heading", { name: "Wang Gong" });
    const earlier = screen.getByRole("region", { name: region });
    fireEvent.click(within(earlier).getByRole("button", { name: button }));
    await within(earlier).findByText(total);
    const links = () =>
      within(earlier)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href"));
    expect(links()).toEqual(everyEarlier.slice(0, 20).map((l) => `/admin/leads/${l.id}`));
    fireEvent.click(within(earlier).getByRole("button", { name: next }));
    await within(earlier).findByRole("link", { name: /Wang 8$/ });
    expect(links()).toEqual(["/admin/leads/10", "/admin/leads/9", "/admin/leads/8"]);
    expect(net.callsTo("GET", "/api/admin/consultations/31/earlier").map((c) => c.url)).toEqual([
      "/api/admin/consultations/31/earlier?pageIndex=1&pageSize=20",
      "/api/admin/consultations/31/earlier?pageIndex=2&pageSize=20",
    ]);
  });
});
