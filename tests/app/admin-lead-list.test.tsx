// The lead inbox against a stubbed API: products are named in the admin's language (the visitor's
// name only for a product no longer listed), so a list of leads from both sites reads in one language.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import type { AdminLead } from "../../worker/schemas/admin-api";
import { LeadList } from "../../src/admin/leads/lead-list";
import { AdminI18nProvider } from "../../src/admin/i18n/admin-i18n";
import { ok, stubFetch } from "./support/fetch-stub";

const lead = (id: number, productId: string, productName: string, language: string) =>
  ({
    id,
    createdAt: "2026-11-20T08:00:00.000Z",
    customerName: `Lead ${id}`,
    email: `lead${id}@example.com`,
    ac: "+86",
    phone: "138 0000 0000",
    productId,
    productName,
    guestbook: null,
    formShape: "current",
    language,
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
  }) as unknown as AdminLead;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("names each lead's product in the admin's language", async () => {
  stubFetch({
    "GET /api/products": (call) =>
      ok(
        call.url.includes("language=zh")
          ? [{ id: "eicad", name: "道路与互通立交一体化设计（EICAD）" }]
          : [{ id: "eicad", name: "Road and interchange design (EICAD)" }],
      ),
    "GET /api/admin/consultations": () =>
      ok({
        list: [
          lead(1, "eicad", "Road and interchange design (EICAD)", "en"),
          lead(2, "eicad", "道路与互通立交一体化设计（EICAD）", "zh"),
          lead(3, "report2d", "二维出图", "zh"),
        ],
        total: 3,
        pageIndex: 1,
        pageSize: 25,
      }),
  });
  render(
    <AdminI18nProvider initial="zh">
      <MemoryRouter initialEntries={["/admin/leads"]}>
        <LeadList />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
  await screen.findByText("Lead 3");
  const products = () =>
    screen
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[2]!.textContent);
  await vi.waitFor(() => expect(products()).toEqual(["道路与互通立交一体化设计（EICAD）", "道路与互通立交一体化设计（EICAD）", "二维出图"]));
});
