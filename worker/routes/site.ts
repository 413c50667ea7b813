/** GET /api/site: brand and contact facts, the bot check's site key and the leads' retention period; GET /api/site/privacy: the privacy policy. */
import { Hono } from "hono";
import { defaultAreaCodeFor } from "../../common/area-codes.ts";
import { getPrivacyPolicy, getSiteSettings } from "../db/site.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { leadRetentionDays } from "../lib/lead-retention.ts";
import { turnstileOn } from "../lib/turnstile.ts";
import { edgeCountry } from "../lib/visitor.ts";
import { publicRead } from "../middleware/cache-control.ts";

export const site = new Hono<AppEnv>()
  .get("/", publicRead, async (c) => {
    const settings = await getSiteSettings(c.var.db, c.get("lang"));
    if (!settings) return fail(c, 404, CODES.notFound, "notFound");
    // The SPA loads the Turnstile widget only when this is set (and only once someone starts typing).
    const turnstileSiteKey = turnstileOn(c.env) ? String(c.env.TURNSTILE_SITE_KEY ?? "") || null : null;
    // The visitor's own code where the edge knows their country: the read cache keys this answer by it.
    const areaCode = defaultAreaCodeFor(edgeCountry(c.req.raw, c.env), settings.defaultAreaCode);
    // The contact form's privacy notice states how long leads are kept (0: until erased on request).
    return c.json(ok({ ...settings, ...areaCode, turnstileSiteKey, leadRetentionDays: leadRetentionDays(c.env) }), 200);
  })
  .get("/privacy", publicRead, async (c) => {
    const policy = await getPrivacyPolicy(c.var.db, c.get("lang"));
    if (!policy) return fail(c, 404, CODES.notFound, "notFound");
    return c.json(ok(policy), 200);
  });
