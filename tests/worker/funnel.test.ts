/** GET /api/admin/stats/funnel: visits, form views, form starts, leads and won leads by one dimension. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { countEvent, NONE } from "../../worker/db/event-counts.ts";
import { pageKey } from "../../worker/lib/event-keys.ts";
import { call, getJson, lead, postJson, visitAt } from "./fixtures.ts";
import type { FunnelRow as Row } from "../../worker/schemas/admin-api.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };

const funnel = async (query: string) => {
  const { res, body } = await getJson<Row[]>(`/api/admin/stats/funnel?${query}`, AUTH);
  expect(res.status).toBe(200);
  return body.data!;
};
const rowOf = (rows: Row[], key: string) => rows.find((r) => r.key === key);

/** A form event counted at `at` (keys as POST /api/visits derives them). */
const formEventAt = (at: string, kind: "form_view" | "form_start", path: string, source = NONE) =>
  countEvent(env.DB, kind, { page: pageKey(path), language: "zh", country: NONE, source, campaign: NONE }, new Date(at));

/** A stored lead; its attribution columns as the lead route would store them. */
const storedLead = (created: string, cols: { page?: string; source?: string; status?: string }) =>
  env.DB.prepare(
    `INSERT INTO consultations (customer_name, phone, email, ac, product_id, language, ip_hash, page, utm_source, status, created_at)
     VALUES ('Li', '13800000000', 'a@example.com', '+86', 'eicad', 'zh', 'hash', ?1, ?2, ?3, ?4)`,
  )
    .bind(cols.page ?? null, cols.source ?? null, cols.status ?? "new", created)
    .run();

describe("the funnel by page (stored days)", () => {
  beforeAll(async () => {
    await visitAt("2026-04-01T01:00:00.000Z", "/digital");
    await visitAt("2026-04-01T02:00:00.000Z", "/digital");
    await visitAt("2026-04-02T02:00:00.000Z", "/about");
    await formEventAt("2026-04-01T03:00:00.000Z", "form_view", "/digital");
    await formEventAt("2026-04-01T03:00:00.000Z", "form_start", "/digital");
    await storedLead("2026-04-01T04:00:00.000Z", { page: "/Digital/?utm_source=x", status: "won" });
    await storedLead("2026-04-02T04:00:00.000Z", { page: "/digital" });
    await storedLead("2026-04-02T05:00:00.000Z", { page: "/wp-admin" });
    // Outside the period.
    await storedLead("2026-04-03T05:00:00.000Z", { page: "/digital", status: "won" });
  });

  it("keys leads by route path or other, and counts the won ones", async () => {
    const rows = await funnel("from=2026-04-01&to=2026-04-02&by=page");
    expect(rowOf(rows, "/digital")).toEqual({ key: "/digital", visits: 2, formViews: 1, formStarts: 1, leads: 2, won: 1 });
    expect(rowOf(rows, "/about")).toEqual({ key: "/about", visits: 1, formViews: 0, formStarts: 0, leads: 0, won: 0 });
    expect(rowOf(rows, "other")).toEqual({ key: "other", visits: 0, formViews: 0, formStarts: 0, leads: 1, won: 0 });
    // The page with the deals first.
    expect(rows[0]!.key).toBe("/digital");
  });

  it("exports the same rows as CSV (UTF-8 with BOM, CRLF), with conversion rates", async () => {
    const res = await call("/api/admin/stats/funnel?from=2026-04-01&to=2026-04-02&by=page&format=csv", { headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="funnel-page-2026-04-01-2026-04-02.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // (TextDecoder drops the BOM.)
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe("page,visits,formViews,formStarts,leads,won,leadsPerVisit,wonPerLead");
    expect(lines).toContain("/digital,2,1,1,2,1,1,0.5");
    expect(lines.at(-1)).toBe("");
  });
});

describe("the funnel by source", () => {
  it("follows a visitor from a UTM link through the form to a won lead", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = { Referer: "https://example.com/digital?utm_source=partner-x&utm_campaign=spring" };
    await postJson("/api/visits", { path: "/digital" }, from);
    await postJson("/api/visits", { path: "/digital", event: "form_view" }, from);
    await postJson("/api/visits", { path: "/digital", event: "form_start" }, from);
    const { body } = await postJson("/api/consultations", lead(), from);
    const patched = await call(`/api/admin/consultations/${body.data!.id}`, {
      method: "PATCH",
      headers: { ...AUTH, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "won" }),
    });
    expect(patched.status).toBe(200);
    const bySource = await funnel(`from=${today}&to=${today}&by=source`);
    expect(rowOf(bySource, "partner-x")).toEqual({ key: "partner-x", visits: 1, formViews: 1, formStarts: 1, leads: 1, won: 1 });
    const byCampaign = await funnel(`from=${today}&to=${today}&by=campaign`);
    expect(rowOf(byCampaign, "spring")).toMatchObject({ visits: 1, leads: 1, won: 1 });
  });

  it("counts a lead's source as other on a day it was not among the 50 shown names, by name on a day it was", async () => {
    // 2026-05-01: 51 sources with 2 visits each; "s50" is the 51st and is shown as other that day.
    for (let i = 0; i <= 50; i++) {
      const source = `s${String(i).padStart(2, "0")}`;
      await visitAt("2026-05-01T01:00:00.000Z", "/digital", { source });
      await visitAt("2026-05-01T02:00:00.000Z", "/digital", { source });
    }
    // 2026-05-02: "s50" is shown.
    await visitAt("2026-05-02T01:00:00.000Z", "/digital", { source: "s50" });
    await storedLead("2026-05-01T05:00:00.000Z", { source: "s50" });
    await storedLead("2026-05-02T05:00:00.000Z", { source: " s50 ", status: "won" });
    await storedLead("2026-05-02T06:00:00.000Z", { source: "never-visited" });
    await storedLead("2026-05-02T07:00:00.000Z", {});
    const rows = await funnel("from=2026-05-01&to=2026-05-02&by=source");
    expect(rowOf(rows, "s50")).toEqual({ key: "s50", visits: 1, formViews: 0, formStarts: 0, leads: 1, won: 1 });
    // other: s50's 2 visits of the first day, s49 (the 51st name of the period, with no lead), and the
    // leads of s50 on the first day and of a source never counted.
    expect(rowOf(rows, "other")).toEqual({ key: "other", visits: 4, formViews: 0, formStarts: 0, leads: 2, won: 0 });
    expect(rowOf(rows, NONE)).toMatchObject({ leads: 1 });
    // 50 names at most, then other and (none).
    expect(rows.filter((r) => r.key !== "other" && r.key !== NONE)).toHaveLength(50);
    expect(rows).toHaveLength(52);
    // Every visit and lead is in some row.
    expect(rows.reduce((n, r) => n + r.visits, 0)).toBe(103);
    expect(rows.reduce((n, r) => n + r.leads, 0)).toBe(4);
  });

  it("guards formula-looking names in the CSV", async () => {
    await visitAt("2026-06-01T01:00:00.000Z", "/digital", { source: '=HYPERLINK("x")' });
    const res = await call("/api/admin/stats/funnel?from=2026-06-01&to=2026-06-01&by=source&format=csv", { headers: AUTH });
    expect(await res.text()).toContain(`"'=HYPERLINK(""x"")",1,0,0,0,0,0,0`);
  });
});

describe("the funnel by landing page and by the form's page", () => {
  it("counts a lead under the page its visit began on (by=page) and under the form's page (by=formPage)", async () => {
    // A newsletter reader lands on a product page and sends the form on the product line's page.
    await visitAt("2026-07-01T01:00:00.000Z", "/digital/eicad", { source: "newsletter" });
    await visitAt("2026-07-01T01:01:00.000Z", "/digital", { source: NONE });
    await formEventAt("2026-07-01T01:02:00.000Z", "form_view", "/digital");
    await formEventAt("2026-07-01T01:02:00.000Z", "form_start", "/digital");
    const { res, body } = await postJson(
      "/api/consultations",
      lead({ page: "/digital", landingPage: "/digital/eicad?utm_source=newsletter", utm: { source: "newsletter" } }),
    );
    expect(res.status).toBe(200);
    await env.DB.prepare(`UPDATE consultations SET created_at = '2026-07-01T01:03:00.000Z' WHERE id = ?1`).bind(body.data!.id).run();
    // A lead of a client that keeps no landing page counts under its form's page on both.
    await storedLead("2026-07-01T02:00:00.000Z", { page: "/about" });

    const byPage = await funnel("from=2026-07-01&to=2026-07-01&by=page");
    expect(rowOf(byPage, "/digital/eicad")).toEqual({ key: "/digital/eicad", visits: 1, formViews: 0, formStarts: 0, leads: 1, won: 0 });
    expect(rowOf(byPage, "/digital")).toEqual({ key: "/digital", visits: 1, formViews: 1, formStarts: 1, leads: 0, won: 0 });
    expect(rowOf(byPage, "/about")).toMatchObject({ leads: 1 });

    const byFormPage = await funnel("from=2026-07-01&to=2026-07-01&by=formPage");
    expect(rowOf(byFormPage, "/digital")).toEqual({ key: "/digital", visits: 1, formViews: 1, formStarts: 1, leads: 1, won: 0 });
    expect(rowOf(byFormPage, "/digital/eicad")).toMatchObject({ leads: 0 });
    expect(rowOf(byFormPage, "/about")).toMatchObject({ leads: 1 });

    const bySource = await funnel("from=2026-07-01&to=2026-07-01&by=source");
    expect(rowOf(bySource, "newsletter")).toMatchObject({ visits: 1, leads: 1 });
  });
});

describe("the funnel's bad requests", () => {
  it.each([
    ["an unknown dimension", "by=referrer"],
    ["from after to", "from=2026-04-02&to=2026-04-01"],
    ["a date that is not one", "from=2026-13-01"],
    ["an unknown format", "format=xlsx"],
  ])("answers 400 code 20001 for %s", async (_what, query) => {
    const { res, body } = await getJson(`/api/admin/stats/funnel?${query}`, AUTH);
    expect(res.status).toBe(400);
    expect(body.code).toBe(20001);
  });

  it("needs the admin token", async () => {
    const res = await call("/api/admin/stats/funnel");
    expect(res.status).toBe(401);
  });
});
