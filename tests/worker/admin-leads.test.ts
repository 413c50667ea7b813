import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminLeadDetail, Dashboard } from "../../worker/schemas/admin-api.ts";
import { call, getJson, lead, postJson, visitAt } from "./fixtures.ts";
import { DEFAULT_ADMIN_TOKEN_NAME as TOKEN_NAME } from "../../worker/middleware/admin-auth.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO consultations (id, customer_name, phone, email, ac, product_id, product_name, language, page, utm_source, created_at) VALUES
       (101, 'Zhang San', '138 0000 0001', 'zhang@example.cn', '+86', 'eicad', 'EICAD', 'zh', '/pc_index', 'baidu', '2026-11-02T01:00:00.000Z'),
       (102, 'Mary Lee', '555-0102', 'mary@example.com', '+1', 'airoad', 'AIRoad', 'en', '/digital?x=1', NULL, '2026-11-03T01:00:00.000Z'),
       (103, 'Li Si', '139 0000 0003', 'lisi@example.cn', '+86', 'eicad', 'EICAD', 'zh', '/pc_index', 'baidu', '2026-11-04T01:00:00.000Z')`,
    ),
  ]);
  await visitAt("2026-11-02T00:00:00.000Z", "/pc_index", { language: "zh", source: "baidu" });
  await visitAt("2026-11-02T00:10:00.000Z", "/pc_index", { language: "zh" });
  await visitAt("2026-11-04T00:00:00.000Z", "/pc_index", { language: "zh", source: "baidu" });
  await visitAt("2026-11-04T00:10:00.000Z", "/pc_index", { language: "zh" });
  await visitAt("2026-11-03T00:00:00.000Z", "/digital", { language: "en" });
});

const patch = (id: number, body: unknown) =>
  call(`/api/admin/consultations/${id}`, { method: "PATCH", headers: { ...AUTH, "Content-Type": "application/json" }, body: JSON.stringify(body) });

const ids = async (query: string) =>
  (await getJson<{ list: { id: number }[] }>(`/api/admin/consultations?pageSize=50&${query}`, AUTH)).body.data!.list.map((l) => l.id);

describe("lead inbox", () => {
  it("filters by status, product, language, dates and name/e-mail/phone, newest first", async () => {
    expect(await ids("from=2026-11-01&to=2026-11-30")).toEqual([103, 102, 101]);
    expect(await ids("product=eicad")).toEqual([103, 101]);
    expect(await ids("language=en")).toEqual([102]);
    expect(await ids("q=mary")).toEqual([102]);
    expect(await ids("q=0000%200003")).toEqual([103]);
    expect(await ids("q=%25")).toEqual([]);
    expect(await ids("q=ZHANG%40EXAMPLE.CN")).toEqual([101]);
    // A pasted long address searches like a short one (D1 refuses LIKE patterns over 50 characters).
    expect(await ids(`q=${encodeURIComponent("procurement.department.north-region@design-institute.example.cn")}`)).toEqual([]);
    expect((await call("/api/admin/consultations?status=maybe", { headers: AUTH })).status).toBe(400);
  });

  it("changes status, assignee and adds a note: the timeline and the audit log record who and when", async () => {
    const res = await patch(101, { status: "contacted", note: "Called, wants a demo", assignee: "wang" });
    expect(res.status).toBe(200);
    const lead = ((await res.json()) as { data: AdminLeadDetail }).data;
    expect(lead).toMatchObject({ id: 101, status: "contacted", assignee: "wang", noteCount: 1, deliveries: [] });
    expect(lead.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: TOKEN_NAME, kind: "status", from: "new", to: "contacted", at: expect.any(String) }),
        expect.objectContaining({ kind: "assignee", from: null, to: "wang" }),
        expect.objectContaining({ kind: "note", note: "Called, wants a demo" }),
      ]),
    );
    // The same status again records nothing new.
    const again = ((await (await patch(101, { status: "contacted" })).json()) as { data: AdminLeadDetail }).data;
    expect(again.timeline).toHaveLength(3);
    expect(await ids("status=contacted")).toEqual([101]);

    const detail = await getJson<AdminLeadDetail>("/api/admin/consultations/101", AUTH);
    expect(detail.body.data!.timeline).toHaveLength(3);
    const audit = await getJson<{ action: string; resourceId: string }[]>("/api/admin/audit?resource=consultations", AUTH);
    const actions = audit.body
      .data!.filter((e) => e.resourceId === "101")
      .map((e) => e.action)
      .sort();
    expect(actions).toEqual(["lead-assign", "lead-note", "lead-status"]);

    // CSV honours the filters.
    const csv = await (await call("/api/admin/consultations?format=csv&status=contacted", { headers: AUTH })).text();
    expect(csv).toContain("zhang@example.cn");
    expect(csv).not.toContain("mary@example.com");
  });

  it("shows a lead's organisation and landing page in the list, the detail and the CSV", async () => {
    const sent = await postJson<{ id: number }>(
      "/api/consultations",
      lead({
        customerName: "Wu Gang",
        email: "wu.gang@example.cn",
        company: "=Metro Design Institute",
        page: "/digital",
        landingPage: "/digital/eicad?utm_source=newsletter",
      }),
    );
    const id = sent.body.data!.id;
    const list = await getJson<{ list: { id: number; company: string | null; landingPage: string | null; page: string | null }[] }>(
      "/api/admin/consultations?pageSize=5&q=wu.gang",
      AUTH,
    );
    expect(list.body.data!.list).toEqual([
      expect.objectContaining({ id, company: "=Metro Design Institute", landingPage: "/digital/eicad?utm_source=newsletter", page: "/digital" }),
    ]);
    const detail = await getJson<AdminLeadDetail>(`/api/admin/consultations/${id}`, AUTH);
    expect(detail.body.data).toMatchObject({ company: "=Metro Design Institute", landingPage: "/digital/eicad?utm_source=newsletter" });
    // Earlier leads have none.
    expect((await getJson<AdminLeadDetail>("/api/admin/consultations/102", AUTH)).body.data).toMatchObject({ company: null, landingPage: null });

    const csv = (await (await call("/api/admin/consultations?format=csv&q=wu.gang", { headers: AUTH })).text()).replace(/^\uFEFF/, "").split("\r\n");
    const header = csv[0]!.split(",");
    const row = csv[1]!.split(",");
    // A cell that starts with = is guarded like every other.
    expect(row[header.indexOf("company")]).toBe("'=Metro Design Institute");
    expect(row[header.indexOf("landingPage")]).toBe("/digital/eicad?utm_source=newsletter");
    expect(row[header.indexOf("page")]).toBe("/digital");
  });

  it("answers 400 for an empty patch and 404 for an unknown lead", async () => {
    expect((await patch(102, {})).status).toBe(400);
    expect((await patch(99999, { status: "won" })).status).toBe(404);
  });

  it("erases a lead with its timeline", async () => {
    await patch(103, { note: "private note" });
    expect((await call("/api/admin/consultations/103", { method: "DELETE", headers: AUTH })).status).toBe(200);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM lead_events WHERE lead_id = 103").first<{ n: number }>();
    expect(left!.n).toBe(0);
    expect((await call("/api/admin/consultations/103", { headers: AUTH })).status).toBe(404);
  });

  it("pages and filters the audit log by actor and resource", async () => {
    const page = await getJson<{ list: unknown[]; total: number; pageIndex: number; pageSize: number }>(
      `/api/admin/audit?actor=${encodeURIComponent(TOKEN_NAME)}&resource=consultations&pageIndex=1&pageSize=2`,
      AUTH,
    );
    expect(page.body.data!.list).toHaveLength(2);
    expect(page.body.data!.total).toBeGreaterThanOrEqual(4);
    expect((await getJson<unknown[]>("/api/admin/audit?actor=nobody", AUTH)).body.data).toEqual([]);
  });
});

describe("dashboard", () => {
  it("counts leads per day and product, visits per page, and conversion by landing page, language and UTM source", async () => {
    const { body } = await getJson<Dashboard>("/api/admin/dashboard?from=2026-11-01&to=2026-11-03", AUTH);
    const d = body.data!;
    expect(d.leadsPerDay).toEqual([
      { day: "2026-11-02", count: 1 },
      { day: "2026-11-03", count: 1 },
    ]);
    expect(d.leadsPerProduct).toEqual(expect.arrayContaining([{ productId: "eicad", productName: "EICAD", count: 1 }]));
    expect(d.visitsPerPage).toEqual([
      { path: "/pc_index", count: 2 },
      { path: "/digital", count: 1 },
    ]);
    expect(d.conversion.byLandingPage).toEqual(
      expect.arrayContaining([
        { key: "/pc_index", visits: 2, leads: 1, rate: 0.5 },
        { key: "/digital", visits: 1, leads: 1, rate: 1 },
      ]),
    );
    expect(d.conversion.byLanguage).toEqual(expect.arrayContaining([{ key: "zh", visits: 2, leads: 1, rate: 0.5 }]));
    expect(d.conversion.byUtmSource).toEqual(expect.arrayContaining([{ key: "baidu", visits: 1, leads: 1, rate: 1 }]));
    expect(d.totals).toEqual({ leads: 2, visits: 3, moduleClicks: 0 });
  });
});
