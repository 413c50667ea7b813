import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Envelope } from "../../worker/lib/envelope.ts";
import { call, lead, nextIp, postJson } from "./fixtures.ts";
import { DEFAULT_ADMIN_TOKEN_NAME as TOKEN_NAME } from "../../worker/middleware/admin-auth.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const LEADS = 50_000;

beforeAll(async () => {
  // 50,000 leads, one a minute back from 2026-06-01, written inside SQLite in one statement.
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO consultations (customer_name, phone, email, language, status, created_at)
     SELECT 'Lead ' || i, '13800000000', 'lead' || i || '@example.com', 'zh',
            CASE i % 5 WHEN 0 THEN 'won' ELSE 'new' END,
            strftime('%Y-%m-%dT%H:%M:%fZ', '2026-06-01', '-' || i || ' minutes')
     FROM n`,
  )
    .bind(LEADS)
    .run();
});

describe("GET /api/admin/consultations export", () => {
  it("streams 50,000 leads as CSV page by page, newest first, with the status column", async () => {
    const res = await call("/api/admin/consultations?format=csv", { headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Length")).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let chunks = 0;
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
    }
    const lines = text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines).toHaveLength(LEADS + 1);
    const header = lines[0]!.split(",");
    expect(header).toContain("status");
    expect(header).toContain("unverified");
    const statusCol = header.indexOf("status");
    const nameCol = header.indexOf("customerName");
    expect(lines[1]!.split(",")[nameCol]).toBe("Lead 1");
    expect(lines[LEADS]!.split(",")[nameCol]).toBe(`Lead ${LEADS}`);
    expect(lines[5]!.split(",")[statusCol]).toBe("won");
    expect(lines[1]!.split(",")[statusCol]).toBe("new");
    // Written while read: one chunk per page of 500, not one body built in memory.
    expect(chunks).toBeGreaterThanOrEqual(LEADS / 500);
  }, 60_000);

  it("pages the JSON with pageIndex and pageSize", async () => {
    const res = await call("/api/admin/consultations?pageIndex=3&pageSize=100", { headers: AUTH });
    const body = (await res.json()) as Envelope<{ list: { customerName: string; status: string }[]; total: number; pageIndex: number; pageSize: number }>;
    expect(body.data!.total).toBe(LEADS);
    expect(body.data!.pageIndex).toBe(3);
    expect(body.data!.pageSize).toBe(100);
    expect(body.data!.list).toHaveLength(100);
    expect(body.data!.list[0]).toMatchObject({ customerName: "Lead 201", status: "new" });
    expect(body.data!.list[4]).toMatchObject({ customerName: "Lead 205", status: "won" });
    expect((await call("/api/admin/consultations?pageSize=501", { headers: AUTH })).status).toBe(400);
  });

  it("answers one page of JSON without pageIndex or pageSize too, date ranges included (the whole range is the CSV)", async () => {
    const res = await call("/api/admin/consultations?from=2026-05-31&to=2026-05-31", { headers: AUTH });
    const body = (await res.json()) as Envelope<{ list: { id: number; createdAt: string }[]; total: number; pageIndex: number; pageSize: number }>;
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ total: 24 * 60, pageIndex: 1, pageSize: 50 });
    expect(body.data!.list).toHaveLength(50);
    expect(body.data!.list.every((l) => l.createdAt.startsWith("2026-05-31"))).toBe(true);
  });
});

describe("DELETE /api/admin/consultations/:id (right to erasure)", () => {
  it("erases the lead, answers 404 the second time, and the audit log keeps only that it happened", async () => {
    const { body } = await postJson("/api/consultations", lead({ customerName: "Erase Me", email: "erase.me@example.com" }), { "CF-Connecting-IP": nextIp() });
    const id = body.data!.id;
    const res = await call(`/api/admin/consultations/${id}`, { method: "DELETE", headers: AUTH });
    expect(res.status).toBe(200);
    expect(await env.DB.prepare("SELECT 1 FROM consultations WHERE id = ?1").bind(id).first()).toBeNull();
    expect((await call(`/api/admin/consultations/${id}`, { method: "DELETE", headers: AUTH })).status).toBe(404);
    expect((await call(`/api/admin/consultations/99999999`, { method: "DELETE", headers: AUTH })).status).toBe(404);

    const today = new Date().toISOString().slice(0, 10);
    const audit = await call(`/api/admin/audit?from=${today}&to=${today}`, { headers: AUTH });
    const entries = ((await audit.json()) as Envelope<{ at: string; actor: string; action: string; resource: string; resourceId: string }[]>).data!;
    expect(entries[0]).toMatchObject({
      at: expect.stringMatching(/^\d{4}-/),
      actor: TOKEN_NAME,
      action: "erase",
      resource: "consultations",
      resourceId: String(id),
    });
    expect(entries.filter((e) => e.resourceId === String(id))).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain("Erase Me");
    expect(JSON.stringify(await env.DB.prepare("SELECT * FROM audit_log").all())).not.toContain("erase.me");
  });

  it("takes the lead's rows in tables that reference it ON DELETE CASCADE (the delivery ledger) with it", async () => {
    // A stand-in with the delivery ledger's reference; D1 enforces foreign keys.
    await env.DB.prepare(
      "CREATE TABLE IF NOT EXISTS ledger_probe (lead_id INTEGER NOT NULL REFERENCES consultations(id) ON DELETE CASCADE, channel TEXT)",
    ).run();
    const { body } = await postJson("/api/consultations", lead(), { "CF-Connecting-IP": nextIp() });
    const id = body.data!.id;
    await env.DB.prepare("INSERT INTO ledger_probe (lead_id, channel) VALUES (?1, 'webhook'), (?1, 'email')").bind(id).run();
    expect((await call(`/api/admin/consultations/${id}`, { method: "DELETE", headers: AUTH })).status).toBe(200);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM ledger_probe WHERE lead_id = ?1").bind(id).first<{ n: number }>())!.n).toBe(0);
  });

  it("needs the admin token", async () => {
    expect((await call("/api/admin/consultations/1", { method: "DELETE", headers: { "CF-Connecting-IP": nextIp() } })).status).toBe(401);
    expect((await call("/api/admin/audit", { headers: { "CF-Connecting-IP": nextIp() } })).status).toBe(401);
  });

  it("lists the audit log newest first within from/to", async () => {
    await env.DB.prepare(
      `INSERT INTO audit_log (at, actor, action, resource, resource_id) VALUES
       ('2026-01-01T10:00:00.000Z', 'a', 'erase', 'consultations', '1'),
       ('2026-01-02T10:00:00.000Z', 'b', 'erase', 'consultations', '2'),
       ('2026-01-03T10:00:00.000Z', 'c', 'erase', 'consultations', '3')`,
    ).run();
    const res = await call("/api/admin/audit?from=2026-01-01&to=2026-01-02", { headers: AUTH });
    const entries = ((await res.json()) as Envelope<{ actor: string }[]>).data!;
    expect(entries.map((e) => e.actor)).toEqual(["b", "a"]);
  });
});
