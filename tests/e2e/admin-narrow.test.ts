// The dashboard and the lead inbox on a 390 px phone, in both admin languages: nothing scrolls
// sideways, the product chart's names are drawn inside its canvas, and a long e-mail address is shown whole.
import { beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { freshIp, urlOf } from "./support/session.ts";
import { ADMIN_COPY, gotoAdmin } from "./admin-helpers.ts";
import { it } from "./support/fixture.ts";

const PHONE = { width: 390, height: 844 };

/** A lead for the product with the longest names, with an address far wider than a phone. */
async function storeLongLead(): Promise<string> {
  const email = `procurement.department.${Date.now().toString(36)}@international-highway-consultants.example.com`;
  const res = await fetch(urlOf("/api/consultations"), {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
    body: JSON.stringify({
      productId: "intelligent",
      productName: "Intelligent construction platforms (management, smart site, precast factory)",
      customerName: "Mary Lee-Richardson",
      ac: "+44",
      phone: "20 7946 0000",
      email,
      consent: true,
      privacyVersion: "2026-11-26",
    }),
  });
  expect(res.status).toBe(200);
  return email;
}

/** Elements matching `selector` that are wider inside than they show (scrollWidth > clientWidth). */
function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of [document.documentElement, ...document.querySelectorAll<HTMLElement>(sel)]) {
      if (el.scrollWidth > el.clientWidth) out.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return out;
  }, selector);
}

/** Whether any pixel in the first `px` columns of the canvas is drawn (a label cut at the left edge). */
function inkAtLeftEdge(page: Page, title: string, px = 3): Promise<boolean> {
  return page.evaluate(
    ([t, w]) => {
      const card = [...document.querySelectorAll("section.chart-card")].find((s) => s.querySelector("h2")?.textContent === t);
      const canvas = card?.querySelector("canvas");
      if (!canvas) throw new Error(`no chart "${t}"`);
      const { data } = canvas.getContext("2d")!.getImageData(0, 0, w, canvas.height);
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
      return false;
    },
    [title, px] as const,
  );
}

describe("admin on a 390 px phone", () => {
  let email: string;
  beforeAll(async () => {
    email = await storeLongLead();
  });

  for (const lang of ["en", "zh"] as const) {
    it(`shows the dashboard without sideways scrolling or cut product names (${lang})`, async ({ openAdmin }) => {
      const s = await openAdmin({ adminLang: lang, viewport: PHONE });
      const m = ADMIN_COPY[lang];
      await gotoAdmin(s.page, "/admin/dashboard", m.dashboardTitle);
      const card = s.page.getByRole("region", { name: m.c_leadsPerProduct });
      await expect
        .poll(() => card.locator("canvas").getAttribute("aria-label"))
        .toContain(lang === "en" ? "Intelligent construction platforms" : "智能建造平台");
      expect(await overflowing(s.page, "main, .kpis, .chart-grid, .chart-card, .toolbar")).toEqual([]);
      expect(await inkAtLeftEdge(s.page, m.c_leadsPerProduct), "product names drawn inside the canvas").toBe(false);
      expect(await inkAtLeftEdge(s.page, m.c_moduleClicks), "module names drawn inside the canvas").toBe(false);
      s.assertNoErrors();
    });

    it(`shows a long e-mail address whole in the lead inbox (${lang})`, async ({ openAdmin }) => {
      const s = await openAdmin({ adminLang: lang, viewport: PHONE });
      // Searched by its local part: D1 refuses LIKE patterns longer than 50 characters.
      await gotoAdmin(s.page, `/admin/leads?q=${encodeURIComponent(email.split("@")[0]!)}`, ADMIN_COPY[lang].leadsTitle);
      const cell = s.page.locator("main tbody .table__sub", { hasText: email });
      await cell.waitFor();
      expect(await cell.innerText()).toBe(email);
      expect(await overflowing(s.page, "main, .table-wrap, .table, tbody tr, tbody td, .table__sub")).toEqual([]);
      // Inside the card as drawn, not cut off by it.
      const [box, wrap] = await Promise.all([cell.boundingBox(), s.page.locator("main .table-wrap").boundingBox()]);
      expect(box!.x).toBeGreaterThanOrEqual(wrap!.x);
      expect(box!.x + box!.width).toBeLessThanOrEqual(wrap!.x + wrap!.width);
      s.assertNoErrors();
    });
  }
});
