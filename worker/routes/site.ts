/** GET /api/site: brand and contact facts. */
import { Hono } from "hono";
import { getSiteSettings } from "../db/site.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { turnstileOn } from "../lib/turnstile.ts";
import { publicRead } from "../middleware/cache-control.ts";

export const site = new Hono<AppEnv>().get("/", publicRead, async (c) => {
  const settings = await getSiteSettings(c.var.db, c.get("lang"));
  if (!settings) return fail(c, 404, CODES.notFound, "notFound");
  // The SPA loads the Turnstile widget only when this is set (and only once someone starts typing).
  const turnstileSiteKey = turnstileOn(c.env) ? String(c.env.TURNSTILE_SITE_KEY ?? "") || null : null;
  return c.json(ok({ ...settings, turnstileSiteKey }), 200);
});
