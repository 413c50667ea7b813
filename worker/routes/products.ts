/** GET /api/products: options of the contact form. */
import { Hono } from "hono";
import { listProducts } from "../db/products.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { ok } from "../lib/envelope.ts";
import { publicRead } from "../middleware/cache-control.ts";

export const products = new Hono<AppEnv>().get("/", publicRead, async (c) => {
  return c.json(ok(await listProducts(c.var.db, c.get("lang"))), 200);
});
