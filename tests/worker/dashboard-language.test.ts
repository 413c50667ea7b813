// The dashboard names each product in the admin's language, whatever language the visitor used.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "../../worker/schemas/admin-api.ts";
import { getJson } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const RANGE = "from=2026-10-01&to=2026-10-02";

beforeAll(async () => {
  const s = (sql: string) => env.DB.prepare(sql);
  await env.DB.batch([
    s(`INSERT INTO products (id, sort_order) VALUES ('eicad', 1)`),
    s(`INSERT INTO product_i18n VALUES ('eicad', 'zh', '道路与互通立交一体化设计（EICAD）'), ('eicad', 'en', 'Road and interchange design (EICAD)')`),
    // Two visitors in two languages asked about EICAD; one asked about a product since retired; one named none.
    s(`INSERT INTO consultations (id, customer_name, phone, email, ac, product_id, product_name, language, page, created_at) VALUES
       (201, 'Zhang San', '138 0000 0001', 'zhang@example.cn', '+86', 'eicad', '道路与互通立交一体化设计（EICAD）', 'zh', '/pc_index', '2026-10-01T01:00:00.000Z'),
       (202, 'Mary Lee', '555-0102', 'mary@example.com', '+1', 'eicad', 'Road and interchange design (EICAD)', 'en', '/pc_index', '2026-10-01T02:00:00.000Z'),
       (203, 'Wang Wu', '139 0000 0003', 'wang@example.cn', '+86', 'report2d', '二维出图（已停售）', 'zh', '/pc_index', '2026-10-02T01:00:00.000Z'),
       (204, 'Zhao Liu', '139 0000 0004', 'zhao@example.cn', '+86', NULL, NULL, 'zh', '/pc_index', '2026-10-02T02:00:00.000Z')`),
  ]);
});

const products = async (query: string, headers: Record<string, string> = {}) => {
  const { res, body } = await getJson<Dashboard>(`/api/admin/dashboard?${RANGE}${query}`, { ...AUTH, ...headers });
  expect(res.status).toBe(200);
  return body.data!.leadsPerProduct;
};

describe("dashboard product names", () => {
  it("come in the language the admin asks for (?language), one row per product", async () => {
    expect(await products("&language=en")).toEqual([
      { productId: "eicad", productName: "Road and interchange design (EICAD)", count: 2 },
      { productId: null, productName: null, count: 1 },
      { productId: "report2d", productName: "二维出图（已停售）", count: 1 },
    ]);
    expect((await products("&language=zh"))[0]).toEqual({ productId: "eicad", productName: "道路与互通立交一体化设计（EICAD）", count: 2 });
  });

  it("follow the admin's Accept-Language when no ?language is given", async () => {
    expect((await products("", { "Accept-Language": "en" }))[0]!.productName).toBe("Road and interchange design (EICAD)");
    expect((await products("", { "Accept-Language": "zh-CN" }))[0]!.productName).toBe("道路与互通立交一体化设计（EICAD）");
  });

  it("keep the name the visitor saw for a product no longer listed", async () => {
    const retired = (await products("&language=en")).find((p) => p.productId === "report2d");
    expect(retired?.productName).toBe("二维出图（已停售）");
  });

  it("refuse an unknown language with the envelope's 400", async () => {
    const { res, body } = await getJson<Dashboard>(`/api/admin/dashboard?${RANGE}&language=fr`, AUTH);
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 20001 });
  });
});
