// The inbox and a lead's page show the visitor's organisation and where the visit began, in both
// languages; a lead without them says so with a dash.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminLead, AdminLeadDetail } from "../../worker/schemas/admin-api";
import { meHandler } from "./support/signed-in";
import { renderLeadScreens } from "./support/lead-screens";
import { ok, stubFetch } from "./support/fetch-stub";

const withCompany: AdminLead = {
  id: 41,
  createdAt: "2026-11-20T08:00:00.000Z",
  customerName: "Zhou Min",
  email: "zhou@example.cn",
  ac: "+86",
  phone: "138 0013 8000",
  productId: "eicad",
  productName: "EICAD",
  guestbook: null,
  company: "华东市政设计研究院",
  formShape: "current",
  language: "zh",
  page: "/digital",
  landingPage: "/digital/eicad?utm_source=newsletter&utm_campaign=winter",
  referrer: null,
  utmSource: "newsletter",
  utmMedium: null,
  utmCampaign: "winter",
  utmTerm: null,
  utmContent: null,
  country: null,
  userAgent: null,
  status: "new",
  unverified: false,
  assignee: null,
  noteCount: 0,
  earlierLeadIds: [],
  deliveries: [],
  consentAt: null,
  privacyVersion: null,
};
const without: AdminLead = { ...withCompany, id: 42, customerName: "Sun Li", email: "sun@example.cn", company: null, landingPage: null };

const renderAt = renderLeadScreens;

beforeEach(() => {
  localStorage.clear();
  stubFetch({
    "GET /api/admin/me": meHandler(),
    "GET /api/admin/consultations": () => ok({ list: [withCompany, without], total: 2, pageIndex: 1, pageSize: 25 }),
    "GET /api/admin/consultations/41": () => ok({ ...withCompany, timeline: [] } satisfies AdminLeadDetail),
    "GET /api/admin/consultations/42": () => ok({ ...without, timeline: [] } satisfies AdminLeadDetail),
    "GET /api/products": () => ok([]),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fact = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

describe("a lead's organisation and landing page", () => {
  it("the inbox names the organisation under the person", async () => {
    renderAt("/admin/leads", "zh");
    const row = (name: string) => screen.getByRole("link", { name }).closest("tr")!;
    await screen.findByRole("link", { name: "Zhou Min" });
    expect(within(row("Zhou Min")).getByText("华东市政设计研究院")).toBeTruthy();
    expect(within(row("Sun Li")).queryByText("华东市政设计研究院")).toBeNull();
  });

  it.each([
    ["zh", "单位名称", "着陆页", "表单所在页面"],
    ["en", "Organisation", "Landing page", "Form sent from"],
  ] as const)("the lead's page (%s) lists organisation, landing page and form page", async (lang, company, landing, form) => {
    renderAt("/admin/leads/41", lang);
    await screen.findByRole("heading", { name: "Zhou Min" });
    expect(fact(company)).toBe("华东市政设计研究院");
    expect(fact(landing)).toBe("/digital/eicad?utm_source=newsletter&utm_campaign=winter");
    expect(fact(form)).toBe("/digital");
  });

  it("a lead without them shows a dash", async () => {
    renderAt("/admin/leads/42", "en");
    await screen.findByRole("heading", { name: "Sun Li" });
    expect(fact("Organisation")).toBe("—");
    expect(fact("Landing page")).toBe("—");
  });
});
