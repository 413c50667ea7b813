// Issue 32: the lead page's e-mail link names one recipient and nothing else, whatever the stored address
// holds (a lead from before the stricter e-mail rule could hold "?bcc=...&subject=...").
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminLeadDetail } from "../../worker/schemas/admin-api";
import { meHandler } from "./support/signed-in";
import { renderLeadScreens } from "./support/lead-screens";
import { ok, stubFetch } from "./support/fetch-stub";

const HOSTILE = "bob@corp?bcc=spy%40evil.example&subject=Quote&body=Reply%20here.com";
const lead: AdminLeadDetail = {
  id: 41,
  createdAt: "2026-11-20T08:00:00.000Z",
  customerName: "Bob",
  email: HOSTILE,
  ac: "+86",
  phone: "138 0013 8000",
  productId: "eicad",
  productName: "EICAD",
  guestbook: null,
  company: null,
  landingPage: null,
  formShape: "current",
  language: "en",
  page: "/digital",
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
  earlierLeadIds: [],
  deliveries: [],
  consentAt: null,
  privacyVersion: null,
  timeline: [],
};

beforeEach(() => {
  localStorage.clear();
  stubFetch({ "GET /api/admin/me": meHandler(), "GET /api/admin/consultations/41": () => ok(lead) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the lead's e-mail link", () => {
  it("is encoded: no query, no second address, the text shown as stored", async () => {
    renderLeadScreens("/admin/leads/41", "en");
    const link = await screen.findByRole("link", { name: HOSTILE });
    const href = link.getAttribute("href")!;
    expect(href).toBe("mailto:bob@corp%3Fbcc%3Dspy%2540evil.example%26subject%3DQuote%26body%3DReply%2520here.com");
    expect(href).not.toMatch(/[?&]/);
    // A mail client reads one address back, the whole stored text.
    expect(decodeURIComponent(href.slice("mailto:".length))).toBe(HOSTILE);
  });
});
