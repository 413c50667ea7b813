import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Envelope } from "../../worker/lib/envelope.ts";
import { resetShortTokenWarning } from "../../worker/middleware/admin-auth.ts";
import { call, callWithEnv, clickAt, nextIp, visitAt } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };

beforeAll(async () => {
  const lead = (id: number, name: string, created: string, guestbook: string | null = null) =>
    env.DB.prepare(
      `INSERT INTO consultations (id, customer_name, phone, email, ac, product_id, guestbook, language, ip_hash, created_at)
       VALUES (?1, ?2, '13800000000', 'a@example.com', '+86', 'eicad', ?3, 'zh', 'hash', ?4)`,
    ).bind(id, name, guestbook, created);
  await env.DB.batch([
    lead(1, "张三", "2026-03-01T10:00:00.000Z"),
    lead(2, '=HYPERLINK("http://evil")', "2026-03-02T23:59:59.999Z", "line one\nline, two"),
    lead(3, "+cmd", "2026-03-03T00:00:00.000Z", "@SUM(A1)"),
    lead(4, "-2+3", "2026-02-10T00:00:00.000Z"),
  ]);
  await visitAt("2026-03-01T01:00:00.000Z", "/pc_index");
  await visitAt("2026-03-01T02:00:00.000Z", "/pc_index");
  await visitAt("2026-03-01T03:00:00.000Z", "/digital");
  await visitAt("2026-03-02T03:00:00.000Z", "/digital");
  await clickAt("2026-03-01T01:00:00.000Z", "2");
  await clickAt("2026-03-01T05:00:00.000Z", "2");
  await clickAt("2026-03-02T05:00:00.000Z", "6");
});

describe("admin authorisation", () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses an ADMIN_TOKEN under 32 characters on every admin route, saying so once in the log", async () => {
    resetShortTokenWarning();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const short = "a-31-character-admin-token-xxxx";
    // Its own client, so these 401s do not count against the other tests' (admin-auth failure limit).
    const ip = nextIp();
    expect(short).toHaveLength(31);
    for (const path of ["/api/admin/me", "/api/admin/consultations", "/api/admin/stats"]) {
      const res = await callWithEnv(path, { headers: { Authorization: `Bearer ${short}`, "CF-Connecting-IP": ip } }, { ADMIN_TOKEN: short });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: number }).code).toBe(1011008);
    }
    const lines = errors.mock.calls.filter((args) => String(args[0]).includes("ADMIN_TOKEN"));
    expect(lines).toHaveLength(1);
    expect(String(lines[0]![0])).toContain("32");
    // 32 characters are enough.
    const long = `${short}x`;
    expect((await callWithEnv("/api/admin/me", { headers: { Authorization: `Bearer ${long}` } }, { ADMIN_TOKEN: long })).status).toBe(200);
  });

  it.each([
    ["no Authorization header", {}],
    ["a wrong token", { Authorization: "Bearer wrong-token" }],
    ["a token that only shares a prefix", { Authorization: `Bearer ${env.ADMIN_TOKEN}-x` }],
    ["another scheme", { Authorization: "Basic dGVzdC1hZG1pbi10b2tlbi0wMTIzNDU2Nzg5YWJjZGVm" }],
  ])("answers 401 code 1011008 with %s", async (_what, headers) => {
    for (const path of ["/api/admin/consultations", "/api/admin/stats"]) {
      const res = await call(path, { headers: { ...headers, "Accept-Language": "en" } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 1011008, success: false, msg: "Not authorised: a valid token is required." });
    }
  });
});

describe("GET /api/admin/consultations", () => {
  it("lists leads newest first as JSON, one page like the content lists, without the IP hash", async () => {
    const res = await call("/api/admin/consultations", { headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = (await res.json()) as Envelope<{ list: { id: number; customerName: string }[]; total: number; pageIndex: number; pageSize: number }>;
    expect(body.data!.list.map((l) => l.id)).toEqual([3, 2, 1, 4]);
    expect(body.data).toMatchObject({ total: 4, pageIndex: 1, pageSize: 50 });
    expect(JSON.stringify(body.data)).not.toContain("ipHash");
    const second = (await (await call("/api/admin/consultations?pageSize=3&pageIndex=2", { headers: AUTH })).json()) as Envelope<{
      list: { id: number }[];
      total: number;
    }>;
    expect(second.data!.list.map((l) => l.id)).toEqual([4]);
    expect(second.data!.total).toBe(4);
  });

  it("filters by inclusive from/to days", async () => {
    const res = await call("/api/admin/consultations?from=2026-03-01&to=2026-03-02", { headers: AUTH });
    const body = (await res.json()) as Envelope<{ list: { id: number }[] }>;
    expect(body.data!.list.map((l) => l.id)).toEqual([2, 1]);
  });

  it("answers 400 for a malformed date, a reversed range or an unknown format", async () => {
    for (const q of ["from=2026-13-01", "from=2026-03-05&to=2026-03-01", "format=xml"]) {
      const res = await call(`/api/admin/consultations?${q}`, { headers: AUTH });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Envelope).code).toBe(20001);
    }
  });

  it("exports CSV with a BOM, quoting and the formula-injection guard", async () => {
    const res = await call("/api/admin/consultations?format=csv&from=2026-03-01&to=2026-03-03", { headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toContain("attachment");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toMatch(/^id,createdAt,customerName,company,email,/);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain("'+cmd");
    expect(text).toContain("'@SUM(A1)");
    expect(text).toContain(`"line one\nline, two"`);
    expect(text).toContain("张三");
    expect(text).not.toContain("-2+3");
  });
});

describe("GET /api/admin/stats", () => {
  it("counts leads, visits by path and module clicks by module per day", async () => {
    const res = await call("/api/admin/stats?from=2026-03-01&to=2026-03-02", { headers: AUTH });
    const body = (await res.json()) as Envelope<Record<string, unknown>>;
    expect(body.data).toEqual({
      from: "2026-03-01",
      to: "2026-03-02",
      leads: [
        { day: "2026-03-01", count: 1 },
        { day: "2026-03-02", count: 1 },
      ],
      visits: [
        { day: "2026-03-01", path: "/pc_index", count: 2 },
        { day: "2026-03-01", path: "/digital", count: 1 },
        { day: "2026-03-02", path: "/digital", count: 1 },
      ],
      moduleClicks: [
        { day: "2026-03-01", module: "2", count: 2 },
        { day: "2026-03-02", module: "6", count: 1 },
      ],
      deliveries: [],
      totals: { leads: 2, visits: 4, moduleClicks: 3 },
    });
  });
});
