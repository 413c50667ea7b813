// Roles (CONTRACT "Roles"): every admin route x admin, marketing and sales. The route list comes from the
// Worker's own admin app, so a new route fails here until this file says who may use it. A refusal
// answers 403 (code 1011003) and changes no D1 row and no R2 object.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { admin } from "../../worker/routes/admin.ts";
import { call, lead, nextIp, postJson, putFile, seedContent } from "./fixtures.ts";

type Role = "admin" | "marketing" | "sales";
const TOKENS: Record<Role, string> = { admin: env.ADMIN_TOKEN, marketing: env.MARKETING_TOKEN, sales: env.SALES_TOKEN };

const M: Role[] = ["admin", "marketing"];
const S: Role[] = ["admin", "sales"];
const ALL: Role[] = ["admin", "marketing", "sales"];
const ADMIN: Role[] = ["admin"];

/** Who may use each route, as the contract words it (written out here, not read from the Worker's table). */
const contentRoutes = (r: string): Record<string, Role[]> => ({
  [`GET /${r}`]: M,
  [`GET /${r}/:id`]: M,
  [`POST /${r}`]: M,
  [`PUT /${r}/:id`]: M,
  [`DELETE /${r}/:id`]: M,
  [`GET /${r}/:id/revisions`]: M,
  [`GET /${r}/:id/revisions/:revisionId`]: M,
  [`GET /${r}/:id/revisions/:revisionId/diff`]: M,
  [`POST /${r}/:id/revisions/:revisionId/restore`]: M,
  [`GET /${r}/:id/pending`]: M,
  [`PUT /${r}/:id/pending`]: M,
  [`DELETE /${r}/:id/pending`]: M,
  [`POST /${r}/:id/publish`]: M,
  [`POST /${r}/:id/preview-links`]: M,
  [`DELETE /${r}/:id/preview-links`]: M,
});
const EXPECTED: Record<string, Role[]> = {
  "GET /me": ALL,
  ...contentRoutes("news"),
  ...contentRoutes("banners"),
  ...contentRoutes("software"),
  ...contentRoutes("videos"),
  ...contentRoutes("update-logs"),
  ...contentRoutes("pages"),
  "GET /uploads": M,
  "POST /uploads": M,
  "POST /uploads/variants": M,
  "POST /uploads/multipart": M,
  "GET /uploads/multipart/:uploadId": M,
  "PUT /uploads/multipart/:uploadId/:partNumber": M,
  "POST /uploads/multipart/:uploadId/complete": M,
  "DELETE /uploads/multipart/:uploadId": M,
  "GET /media": M,
  "DELETE /media/:key": M,
  "GET /site-settings": M,
  "PUT /site-settings": M,
  "GET /site-settings/revisions": M,
  "GET /site-settings/revisions/:revisionId": M,
  "GET /site-settings/revisions/:revisionId/diff": M,
  "POST /site-settings/revisions/:revisionId/restore": M,
  "GET /dashboard": M,
  "GET /stats": M,
  "GET /stats/vitals": M,
  "GET /stats/funnel": M,
  "GET /consultations": S,
  "GET /consultations/:id": S,
  "GET /consultations/:id/earlier": S,
  "PATCH /consultations/:id": S,
  "DELETE /consultations/:id": ADMIN,
  "POST /consultations/:id/redeliver": S,
  "GET /audit": ADMIN,
  "POST /notifications/test": ADMIN,
};

/** Every `METHOD /path` the admin app answers (its middleware, mounted for every path, left out). */
const ROUTES = [...new Set(admin.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))];

const TABLE_OF: Record<string, string> = {
  news: "news",
  banners: "banners",
  software: "software",
  videos: "videos",
  "update-logs": "update_logs",
  pages: "pages",
  consultations: "consultations",
};
let ids: Record<string, number> = {};
let leadId = 0;

/** Every row of every table and every R2 key: what a refused request must leave as it was. */
async function everything(): Promise<string> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name`,
  ).all<{ name: string }>();
  const rows = await env.DB.batch(results.map(({ name }) => env.DB.prepare(`SELECT * FROM "${name}"`)));
  const files = (await env.FILES.list()).objects.map((o) => `${o.key}:${o.etag}`);
  return JSON.stringify({ tables: rows.map((r, i) => [results[i]!.name, r.results]), files });
}

function concrete(path: string): string {
  const resource = path.split("/")[1]!;
  return path
    .replace(":id", String(ids[resource] ?? 1))
    .replace(":revisionId", "1")
    .replace(":uploadId", "upload-1")
    .replace(":partNumber", "1");
}

function request(route: string, role: Role): Promise<Response> {
  const [method, path] = route.split(" ") as [string, string];
  const write = method !== "GET";
  return call(`/api/admin${concrete(path)}`, {
    method,
    headers: {
      Authorization: `Bearer ${TOKENS[role]}`,
      "CF-Connecting-IP": nextIp(),
      ...(write ? { "Content-Type": "application/json", "If-Match": "1" } : {}),
    },
    ...(write ? { body: "{}" } : {}),
  });
}

beforeAll(async () => {
  await seedContent();
  leadId = (await postJson("/api/consultations", lead())).body.data!.id;
  await env.DB.prepare(`INSERT INTO lead_deliveries (delivery_id, lead_id, channel, status, attempts) VALUES ('role-test-1', ?1, 'webhook', 'dead', 5)`)
    .bind(leadId)
    .run();
  await putFile("img/role-test-1234abcd.png", "png", "image/png");
  for (const [resource, table] of Object.entries(TABLE_OF)) {
    const row = await env.DB.prepare(`SELECT min(id) AS id FROM ${table}`).first<{ id: number | null }>();
    if (row?.id != null) ids[resource] = row.id;
  }
  ids = { ...ids, consultations: leadId };
});

describe("who may use which admin route", () => {
  it("names every route the admin answers, and no route it does not", () => {
    expect(ROUTES.length).toBeGreaterThan(60);
    expect(ROUTES.filter((r) => !(r in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((r) => !ROUTES.includes(r))).toEqual([]);
  });

  const cases = Object.entries(EXPECTED).flatMap(([route, roles]) =>
    (["marketing", "sales", "admin"] as const).map((role) => ({ route, role, allowed: roles.includes(role) })),
  );

  it.each(cases.filter((c) => !c.allowed))("$role may not use $route: 403, code 1011003, nothing written", async ({ route, role }) => {
    const before = await everything();
    const res = await request(route, role);
    expect(res.status).toBe(403);
    const body = (await res.json()) as { code: number; success: boolean; msg: string };
    expect(body).toMatchObject({ code: 1011003, success: false });
    expect(body.msg).toBe("你的角色无权使用此功能");
    expect(await everything()).toBe(before);
  });

  it.each(cases.filter((c) => c.allowed))("$role may use $route", async ({ route, role }) => {
    const res = await request(route, role);
    await res.body?.cancel();
    // Signed in and let through: the route itself answered (200, or its own 400/404/412/428 to this bare request).
    expect([401, 403, 429]).not.toContain(res.status);
  });
});

describe("paths written another way", () => {
  it.each([
    ["marketing", "GET", "/api/admin/%63onsultations"],
    ["marketing", "GET", "/api/admin/consultations/"],
    ["sales", "DELETE", "/api/admin/consultations/%31"],
    ["sales", "GET", "/api/admin/%6Eews"],
  ] as const)("%s: %s %s is judged as the route it reaches (403 or no route), never answered", async (role, method, path) => {
    const before = await everything();
    const res = await call(path, { method, headers: { Authorization: `Bearer ${TOKENS[role]}`, "CF-Connecting-IP": nextIp() } });
    expect([403, 404]).toContain(res.status);
    expect(await everything()).toBe(before);
  });
});
