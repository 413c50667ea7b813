// Roles in Chromium (CONTRACT "Roles"): sales signs in with the sales token and gets the lead inbox and
// no content screens; marketing signs in with the marketing token and gets content and the dashboard,
// no inbox. Both in each language, at 1440 and 390 px, and axe finds nothing serious on what they see.
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { ADMIN_COPY, expectAccessible, gotoAdmin } from "./admin-helpers.ts";
import { uniqueEmail } from "./support/admin.ts";
import { it } from "./support/fixture.ts";
import { freshIp, type Session, urlOf } from "./support/session.ts";

type Lang = "zh" | "en";

/**
 * Signs in on the sign-in screen as a person does. The admin's first /api/admin/me, sent without a
 * token, answers 401 (that is what shows the sign-in screen): the only error the page may have logged.
 */
async function signIn(s: Session, token: string, lang: Lang): Promise<void> {
  const m = ADMIN_COPY[lang];
  await s.page.goto(urlOf("/admin"), { waitUntil: "domcontentloaded" });
  await s.page.getByLabel(m.tokenLabel).fill(token);
  await s.page.getByRole("button", { name: m.signIn, exact: true }).click();
  await expect.poll(() => s.page.locator("main h1").first().innerText(), { timeout: 20_000 }).not.toBe(m.signInTitle);
  let logged = "";
  try {
    s.assertNoErrors();
  } catch (err) {
    logged = (err as Error).message;
  }
  const lines = logged.split("\n").slice(1);
  expect(
    lines.filter((l) => !/ on \S+\/admin: Failed to load resource: .* 401 \(Unauthorized\)$/.test(l)),
    "errors besides the sign-in screen's 401",
  ).toEqual([]);
}

/** The entries of the side navigation, by their labels (the "view site" link left out). */
async function navEntries(page: Page): Promise<string[]> {
  const texts = await page.locator("#admin-nav a.sidenav__link").allInnerTexts();
  return texts.map((t) => t.trim()).filter((t) => !t.endsWith("↗"));
}

async function storeLead(email: string): Promise<number> {
  const res = await fetch(urlOf("/api/consultations"), {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
    body: JSON.stringify({
      productId: "1",
      productName: "EICAD",
      customerName: "Zhou Min",
      ac: "+86",
      phone: "138 0000 5678",
      email,
      consent: true,
      privacyVersion: "2026-11-26",
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const cases = [
  { lang: "zh" as const, width: 1440 },
  { lang: "en" as const, width: 390 },
];

describe("sales", () => {
  for (const { lang, width } of cases) {
    it(`sees the lead inbox and no content screen (${lang}, ${width} px)`, async ({ open }) => {
      const m = ADMIN_COPY[lang];
      const id = await storeLead(uniqueEmail("role-sales"));
      const s = await open({ viewport: { width, height: 900 } });
      await s.context.addInitScript((l) => localStorage.setItem("adminLanguage", l), lang);
      await signIn(s, inject("roleTokens").sales, lang);
      await expect.poll(() => s.page.locator("main h1").first().innerText()).toBe(m.leadsTitle);
      if (width < 800) await s.page.getByRole("button", { name: m.openMenu }).click();
      expect(await navEntries(s.page)).toEqual([m.navLeads]);
      await expectAccessible(s.page, `sales inbox (${lang})`);

      await gotoAdmin(s.page, `/admin/leads/${id}`, "Zhou Min");
      expect(await s.page.getByRole("button", { name: m.eraseLead }).count(), "no erase button for sales").toBe(0);
      await expectAccessible(s.page, `sales lead detail (${lang})`);

      // A content screen's address lands in the inbox: nothing there is the role's.
      await gotoAdmin(s.page, "/admin/news", m.leadsTitle);
      await gotoAdmin(s.page, "/admin/settings", m.leadsTitle);
      s.assertNoErrors();
    });
  }
});

describe("marketing", () => {
  for (const { lang, width } of cases) {
    it(`sees content and the dashboard, and no inbox (${lang}, ${width} px)`, async ({ open }) => {
      const m = ADMIN_COPY[lang];
      const s = await open({ viewport: { width, height: 900 } });
      await s.context.addInitScript((l) => localStorage.setItem("adminLanguage", l), lang);
      await signIn(s, inject("roleTokens").marketing, lang);
      await expect.poll(() => s.page.locator("main h1").first().innerText()).toBe(m.dashboardTitle);
      if (width < 800) await s.page.getByRole("button", { name: m.openMenu }).click();
      expect(await navEntries(s.page)).toEqual([
        m.navDashboard,
        m.navNews,
        m.navBanners,
        m.navSoftware,
        m.navVideos,
        m.navUpdateLogs,
        m.navPages,
        m.navMedia,
        m.navSettings,
      ]);
      await s.page.waitForLoadState("networkidle");
      await expectAccessible(s.page, `marketing dashboard (${lang})`);

      await gotoAdmin(s.page, "/admin/news");
      await s.page.waitForLoadState("networkidle");
      await expectAccessible(s.page, `marketing news (${lang})`);

      // The inbox's and the audit log's addresses open the dashboard.
      await gotoAdmin(s.page, "/admin/leads", m.dashboardTitle);
      await gotoAdmin(s.page, "/admin/audit", m.dashboardTitle);
      s.assertNoErrors();
    });
  }
});
