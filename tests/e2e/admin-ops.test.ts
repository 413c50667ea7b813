// The admin's operations screens in Chromium: work a lead on a phone (status, note, timeline), the
// audit log shows it, and every admin screen passes axe in both languages.
import { describe, expect } from "vitest";
import { uniqueEmail } from "./support/admin.ts";
import { freshIp, urlOf } from "./support/session.ts";
import { ADMIN_COPY, adminApi, expectAccessible, gotoAdmin } from "./admin-helpers.ts";
import { it } from "./support/fixture.ts";

async function storeLead(email: string): Promise<number> {
  const res = await fetch(urlOf("/api/consultations"), {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
    body: JSON.stringify({
      productId: "1",
      productName: "EICAD",
      customerName: "Chen Gong",
      ac: "+86",
      phone: "138 0000 1234",
      email,
      guestbook: "Trial of the interchange module, please.",
      consent: true,
      privacyVersion: "2026-11-26",
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

describe("lead inbox", () => {
  it("moves a lead to contacted with a note on a 390 px phone, and the audit log records it", async ({ openAdmin }) => {
    const email = uniqueEmail("admin-lead");
    const id = await storeLead(email);
    const s = await openAdmin({ adminLang: "en", viewport: { width: 390, height: 844 } });
    const m = ADMIN_COPY.en;
    await gotoAdmin(s.page, `/admin/leads?q=${encodeURIComponent(email)}`, m.leadsTitle);
    await s.page.getByRole("link", { name: "Chen Gong" }).click();
    await expect.poll(() => s.page.locator("main h1").innerText()).toBe("Chen Gong");
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(390);
    await expectAccessible(s.page, "lead detail (phone)");

    await s.page.getByLabel(m.changeStatus, { exact: true }).selectOption("contacted");
    await s.page.getByLabel(m.addNote).fill("Called; trial licence sent.");
    await s.page.getByRole("button", { name: m.saveChanges }).click();
    const timeline = s.page.getByRole("region", { name: m.l_timeline });
    await expect.poll(() => timeline.innerText()).toContain("Called; trial licence sent.");
    expect(await timeline.innerText()).toContain("Status: New → Contacted");

    const stored = await adminApi<{ status: string; timeline: { kind: string; note?: string }[] }>(`/consultations/${id}`);
    expect(stored.status).toBe("contacted");
    expect(stored.timeline.some((e) => e.kind === "note" && e.note === "Called; trial licence sent.")).toBe(true);

    await gotoAdmin(s.page, "/admin/audit?resource=consultations", m.auditTitle);
    await expect.poll(() => s.page.locator("main table").innerText()).toContain(String(id));
    s.assertNoErrors();
  });
});

describe("dashboard", () => {
  it("shows the numbers behind a chart one click away", async ({ openAdmin }) => {
    const s = await openAdmin({ adminLang: "en" });
    const m = ADMIN_COPY.en;
    await gotoAdmin(s.page, "/admin/dashboard", m.dashboardTitle);
    const card = s.page.getByRole("region", { name: m.c_leadsPerDay });
    await expect.poll(() => card.locator("canvas").count()).toBe(1);
    await card.getByRole("button", { name: m.showTable }).click();
    await expect.poll(() => card.locator("thead").innerText()).toMatch(new RegExp(`${m.col_day}\\s+${m.col_count}`));
    expect(await card.locator("tbody tr").count(), "one row per day of the 30-day period").toBe(30);
    await card.getByRole("button", { name: m.showChart }).click();
    await expect.poll(() => card.locator("canvas").count()).toBe(1);
    s.assertNoErrors();
  });
});

describe("admin accessibility", () => {
  const SCREENS = [
    "/admin/dashboard",
    "/admin/leads",
    "/admin/audit",
    "/admin/news",
    "/admin/news/new",
    "/admin/banners",
    "/admin/banners/new",
    "/admin/software",
    "/admin/videos",
    "/admin/videos/new",
    "/admin/update-logs",
    "/admin/update-logs/new",
    "/admin/settings",
  ];
  for (const lang of ["zh", "en"] as const) {
    it(`has no serious or critical axe violation on any admin screen (${lang})`, async ({ openAdmin }) => {
      const s = await openAdmin({ adminLang: lang });
      for (const path of SCREENS) {
        await gotoAdmin(s.page, path);
        await s.page.waitForLoadState("networkidle");
        await expectAccessible(s.page, `${path} (${lang})`);
      }
      const lead = await storeLead(uniqueEmail("admin-axe"));
      await gotoAdmin(s.page, `/admin/leads/${lead}`);
      await expectAccessible(s.page, `lead detail (${lang})`);
      s.assertNoErrors();
    });
  }
});
