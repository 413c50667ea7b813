// The funnel end to end (issue 27): a visitor from a UTM link sees the contact form (counted by boot's
// watcher; the form in view also starts the app, decision 0057), starts it and sends it; the funnel by source and by page then holds that path, in
// the admin API and in the dashboard's table.
import { describe, expect } from "vitest";
import type { Request } from "playwright-core";
import { leadsWithEmail, uniqueEmail } from "./support/admin.ts";
import { contactForm, fillContact, isLeadPost } from "./support/contact.ts";
import { urlOf } from "./support/session.ts";
import { ADMIN_COPY, adminApi, gotoAdmin } from "./admin-helpers.ts";
import { it } from "./support/fixture.ts";

const SOURCE = "e2e-funnel";
const PAGE = "/digital";

interface Row {
  key: string;
  visits: number;
  formViews: number;
  formStarts: number;
  leads: number;
  won: number;
}

/** The page's POSTs to /api/visits, by their `event` ("visit" for a page view). */
function recordEvents(requests: Request[]): string[] {
  return requests
    .filter((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/visits")
    .map((r) => (r.postDataJSON() as { event?: string }).event ?? "visit");
}

describe("the funnel", () => {
  it("finds a visitor's path from a UTM link to a sent form by source and by page", async ({ open, openAdmin }) => {
    const today = new Date().toISOString().slice(0, 10);
    const s = await open({ lang: "en" });
    const email = uniqueEmail("funnel");
    const requests: Request[] = [];
    s.page.on("request", (r) => requests.push(r));
    const started = () => requests.some((r) => r.method() === "GET" && new URL(r.url()).pathname === "/api/site");
    await s.page.goto(urlOf(`${PAGE}?utm_source=${SOURCE}&utm_campaign=spring`), { waitUntil: "load" });
    await expect.poll(() => recordEvents(requests), { message: "the page view" }).toEqual(["visit"]);

    // Scrolled into view before the visitor acts: counted once, by boot's watcher; the form in view
    // starts the app (decision 0057), whose own watcher of the same form counts nothing again.
    const f = contactForm(s.page, "en");
    // (Scrolled again while polling: pictures above may still be moving it as they load.)
    const contact = s.page.locator("#contact");
    await expect
      .poll(async () => {
        await contact.evaluate((el) => el.scrollIntoView({ block: "center" }));
        return recordEvents(requests);
      })
      .toEqual(["visit", "form_view"]);
    await expect.poll(started, { message: "the form in view starts the app" }).toBe(true);
    const view = requests.find((r) => (r.postDataJSON() as { event?: string } | null)?.event === "form_view")!;
    // The form names the campaign that brought the visit (sessionStorage.attribution), as its lead will.
    expect(view.postDataJSON()).toEqual({ path: PAGE, language: "en", event: "form_view", utm: { source: SOURCE, campaign: "spring" } });
    expect(await view.headerValue("referer"), "the UTM link travels as the Referer").toContain(`utm_source=${SOURCE}`);

    // The first field touched starts the form.
    await f.name.click();
    await expect.poll(() => recordEvents(requests), { message: "the form start" }).toEqual(["visit", "form_view", "form_start"]);
    await fillContact(f, { name: "Funnel Tester", email, phone: "8123 4567" });
    const answer = s.page.waitForResponse((r) => isLeadPost(r.request()));
    await f.submit.click();
    expect((await answer).status()).toBe(200);
    expect(recordEvents(requests), "each form event once").toEqual(["visit", "form_view", "form_start"]);
    const [lead] = await leadsWithEmail(email);
    expect(lead).toBeTruthy();
    s.assertNoErrors();

    const funnel = (by: string) => adminApi<Row[]>(`/stats/funnel?from=${today}&to=${today}&by=${by}`);
    const bySource = (await funnel("source")).find((r) => r.key === SOURCE);
    const byPage = (await funnel("page")).find((r) => r.key === PAGE);
    for (const row of [bySource, byPage]) {
      expect(row).toBeDefined();
      expect(row!.visits).toBeGreaterThanOrEqual(1);
      expect(row!.formViews).toBeGreaterThanOrEqual(1);
      expect(row!.formStarts).toBeGreaterThanOrEqual(1);
      expect(row!.leads).toBeGreaterThanOrEqual(1);
    }
    expect((await funnel("campaign")).find((r) => r.key === "spring")?.leads).toBeGreaterThanOrEqual(1);

    // The dashboard's table, grouped by source.
    const admin = await openAdmin({ adminLang: "en" });
    const m = ADMIN_COPY.en;
    await gotoAdmin(admin.page, "/admin/dashboard", m.dashboardTitle);
    const card = admin.page.getByRole("region", { name: m.fn_title });
    await card.getByLabel(m.fn_by).selectOption("source");
    const row = card.locator("tbody tr", { has: admin.page.getByRole("rowheader", { name: SOURCE, exact: true }) });
    await expect.poll(() => row.count()).toBe(1);
    const cells = (await row.locator("td").allInnerTexts()).map((t) => Number.parseInt(t, 10));
    expect(
      cells.slice(0, 4).every((n) => n >= 1),
      `visits, form views, form starts, leads: ${cells}`,
    ).toBe(true);
    await expect.poll(() => card.locator("canvas").count()).toBe(1);

    const download = admin.page.waitForEvent("download");
    await card.getByRole("button", { name: m.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^funnel-source-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    admin.assertNoErrors();
  });
});
