// The lead inbox in plain words (issue 33): each lead's source (its UTM source, else the site that sent
// the visitor, else "direct"), its language and country by name in the admin's language, and in red
// when nobody was notified of it, with the way to fix that, in the list and on the lead's page.
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { AdminLead, AdminLeadDetail, LeadDelivery } from "../../worker/schemas/admin-api";
import { meHandler } from "./support/signed-in";
import { renderLeadScreens } from "./support/lead-screens";
import { ok, stubFetch } from "./support/fetch-stub";

const sent: LeadDelivery = { channel: "wecom", status: "sent", attempts: 1, sentAt: "2026-11-20T08:00:05.000Z" };
const failed: LeadDelivery = { channel: "wecom", status: "dead", attempts: 6, lastError: "HTTP 500" };

const base: AdminLead = {
  id: 1,
  createdAt: "2026-11-20T08:00:00.000Z",
  customerName: "Newsletter reader",
  email: "a@example.com",
  ac: "+1",
  phone: "555 0100",
  productId: "eicad",
  productName: "Road and interchange design (EICAD)",
  guestbook: null,
  company: null,
  landingPage: null,
  formShape: "current",
  language: "en",
  page: "/digital/eicad",
  referrer: "https://www.google.com/search?q=eicad",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "winter",
  utmTerm: null,
  utmContent: null,
  country: "US",
  userAgent: null,
  status: "new",
  unverified: false,
  assignee: null,
  noteCount: 0,
  earlierLeadIds: [],
  deliveries: [sent],
  consentAt: null,
  privacyVersion: null,
};
const fromSearch: AdminLead = {
  ...base,
  id: 2,
  customerName: "Search visitor",
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  language: "zh",
  country: "CN",
  deliveries: [],
};
const direct: AdminLead = {
  ...base,
  id: 3,
  customerName: "Typed the address",
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  referrer: null,
  deliveries: [failed, { ...failed, channel: "email", status: "failed" }],
};

const renderAt = renderLeadScreens;

let net: ReturnType<typeof stubFetch>;
beforeEach(() => {
  localStorage.clear();
  net = stubFetch({
    "GET /api/admin/me": meHandler(),
    "GET /api/admin/consultations": () => ok({ list: [base, fromSearch, direct], total: 3, pageIndex: 1, pageSize: 25 }),
    "GET /api/admin/consultations/1": () => ok({ ...base, timeline: [] } satisfies AdminLeadDetail),
    "GET /api/admin/consultations/2": () => ok({ ...fromSearch, timeline: [] } satisfies AdminLeadDetail),
    "GET /api/admin/consultations/3": () => ok({ ...direct, timeline: [] } satisfies AdminLeadDetail),
    "POST /api/admin/consultations/3/redeliver": () => ok({ queued: 2 }),
    "GET /api/products": (call) =>
      ok(
        call.url.includes("language=zh")
          ? [{ id: "eicad", name: "道路与互通立交一体化设计（EICAD）" }]
          : [{ id: "eicad", name: "Road and interchange design (EICAD)" }],
      ),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The list's cells under one column heading, row by row. */
function column(name: string): string[] {
  const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
  const at = headers.indexOf(name);
  expect(at, `column ${name} in ${headers.join(", ")}`).toBeGreaterThanOrEqual(0);
  return screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[at]!.textContent ?? "");
}

it("lists each lead's source, its language by name and, in red, a lead nobody was told about (en)", async () => {
  renderAt("/admin/leads", "en");
  await screen.findByText("Typed the address");
  expect(column("Source")).toEqual(["newsletter", "google.com", "Direct"]);
  expect(column("Language")).toEqual(["English", "Chinese", "English"]);
  // Under the person's name, where the eye reads the row from.
  const names = column("Name");
  expect(names[0]).toBe("Newsletter readera@example.com");
  expect(names[1]).toBe("Search visitora@example.comNobody was notified: no channel is set up");
  expect(names[2]).toBe("Typed the addressa@example.comNobody was notified: every channel failed");
  const warning = screen.getByText("Nobody was notified: no channel is set up");
  expect(warning.className).toContain("lead-unnotified");
});

it("says the same in Chinese: source, 中文 / 英文", async () => {
  renderAt("/admin/leads", "zh");
  await screen.findByText("Typed the address");
  expect(column("来源")).toEqual(["newsletter", "google.com", "直接访问"]);
  expect(column("语言")).toEqual(["英文", "中文", "英文"]);
  expect(screen.getByText("没有通知任何人：尚未设置通知渠道")).toBeTruthy();
  expect(screen.getByText("没有通知任何人：所有渠道都发送失败")).toBeTruthy();
});

it("names the country, the product and the source on the lead's page in the admin's language", async () => {
  renderAt("/admin/leads/1", "zh");
  await screen.findByRole("heading", { name: "Newsletter reader" });
  const facts = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
  expect(facts("国家/地区")).toBe("美国");
  expect(facts("语言")).toBe("英文");
  expect(facts("来源")).toBe("newsletter · UTM 来源");
  // The product too, though the visitor chose it on the English site.
  await vi.waitFor(() => expect(facts("产品")).toBe("道路与互通立交一体化设计（EICAD）"));
  expect(screen.queryByRole("alert")).toBeNull();
  cleanup();
  renderAt("/admin/leads/2", "en");
  await screen.findByRole("heading", { name: "Search visitor" });
  expect(screen.getByText("Country", { selector: "dt" }).nextElementSibling?.textContent).toBe("China");
  expect(screen.getByText("Source", { selector: "dt" }).nextElementSibling?.textContent).toBe("google.com · referring site");
});

it("tells on the lead's page that nobody was notified and what to set up", async () => {
  renderAt("/admin/leads/2", "en");
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("Nobody was notified: no channel is set up");
  expect(alert.textContent).toContain("set up at least one notification channel");
  expect(within(alert).queryByRole("button")).toBeNull();
});

it("offers the resend button with the warning when every channel failed, and resends", async () => {
  renderAt("/admin/leads/3", "zh");
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("没有通知任何人：所有渠道都发送失败");
  fireEvent.click(within(alert).getByRole("button", { name: "重新发送失败的通知" }));
  await vi.waitFor(() => expect(net.callsTo("POST", "/api/admin/consultations/3/redeliver")).toHaveLength(1));
});
