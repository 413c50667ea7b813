import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, lead, postJson } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}`, "Accept-Language": "en" };
const JSON_TYPE = { "Content-Type": "application/json" };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 9, 9, 9, 9]);
const FORBIDDEN = { code: 403, success: false, msg: "This request must come from the admin's own pages." };

let leadId: number;
beforeAll(async () => {
  leadId = (await postJson("/api/consultations", lead())).body.data!.id;
});

const leadStatus = async () => (await env.DB.prepare("SELECT status FROM consultations WHERE id = ?1").bind(leadId).first<{ status: string }>())?.status;

describe("admin writes from another site (Sec-Fetch-Site)", () => {
  // Under Access the session is a cookie, which a browser also sends on a request another site starts.
  const writes: [string, string, RequestInit][] = [
    ["POST", "/api/admin/news", { headers: JSON_TYPE, body: JSON.stringify({}) }],
    ["PUT", "/api/admin/site-settings", { headers: JSON_TYPE, body: JSON.stringify({}) }],
    ["PATCH", "/api/admin/consultations/:lead", { headers: JSON_TYPE, body: JSON.stringify({ status: "lost" }) }],
    ["DELETE", "/api/admin/consultations/:lead", {}],
    ["POST", "/api/admin/consultations/:lead/redeliver", { headers: JSON_TYPE }],
    ["POST", "/api/admin/notifications/test", { headers: JSON_TYPE }],
    ["POST", "/api/admin/uploads", { headers: { "Content-Type": "image/png", "X-File-Name": "x.png" }, body: PNG }],
    ["PUT", "/api/admin/uploads/multipart/u1/1?key=k", { headers: { "Content-Type": "application/octet-stream" }, body: PNG }],
  ];

  it.each(writes.flatMap(([method, path, init]) => ["cross-site", "same-site"].map((site) => [method, path, site, init] as const)))(
    "refuse %s %s sent %s: 403 code 403, nothing changes",
    async (method, path, site, init) => {
      const res = await call(path.replace(":lead", String(leadId)), {
        ...init,
        method,
        headers: { ...AUTH, ...(init.headers as Record<string, string>), "Sec-Fetch-Site": site },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
      expect(await leadStatus()).toBe("new");
    },
  );

  it("says so in Chinese too", async () => {
    const res = await call(`/api/admin/consultations/${leadId}`, {
      method: "DELETE",
      headers: { ...AUTH, "Accept-Language": "zh", "Sec-Fetch-Site": "cross-site" },
    });
    expect(((await res.json()) as { msg: string }).msg).toBe("请求必须来自管理后台本身的页面");
  });

  it.each(["same-origin", "none", undefined])("let a write through with Sec-Fetch-Site %s", async (site) => {
    const headers: Record<string, string> = { ...AUTH, ...JSON_TYPE };
    if (site) headers["Sec-Fetch-Site"] = site;
    const res = await call(`/api/admin/consultations/${leadId}/redeliver`, { method: "POST", headers });
    expect(res.status).toBe(200);
    const upload = await call("/api/admin/uploads", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "image/png", "X-File-Name": "cross-site-check.png", ...(site ? { "Sec-Fetch-Site": site } : {}) },
      body: PNG,
    });
    expect(upload.status).toBe(200);
  });

  it("leave reads alone", async () => {
    const res = await call(`/api/admin/consultations/${leadId}`, { headers: { ...AUTH, "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(200);
  });
});

describe("bodiless admin POSTs", () => {
  it.each([
    ["no content type", undefined],
    ["a form's content type", "application/x-www-form-urlencoded"],
    ["text/plain", "text/plain"],
  ])("answer 415 code 20001 with %s, and do nothing", async (_what, type) => {
    for (const path of [`/api/admin/consultations/${leadId}/redeliver`, "/api/admin/notifications/test"]) {
      const before = await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>();
      const res = await call(path, { method: "POST", headers: { ...AUTH, ...(type ? { "Content-Type": type } : {}) } });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ code: 20001, success: false, msg: "Please send the body as application/json." });
      expect(await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>()).toEqual(before);
    }
  });

  it("work with Content-Type: application/json and no body", async () => {
    for (const path of [`/api/admin/consultations/${leadId}/redeliver`, "/api/admin/notifications/test"]) {
      expect((await call(path, { method: "POST", headers: { ...AUTH, ...JSON_TYPE } })).status).toBe(200);
    }
  });
});
