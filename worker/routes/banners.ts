/** GET /api/banners: home carousel slides in display order. */
import { Hono } from "hono";
import { listBanners } from "../db/banners.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { ok } from "../lib/envelope.ts";
import { publicRead } from "../middleware/cache-control.ts";

export const banners = new Hono<AppEnv>().get("/", publicRead, async (c) => {
  return c.json(ok(await listBanners(c.var.db, c.get("lang"))), 200);
});
