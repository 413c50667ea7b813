/**
 * /api/admin/site-settings (CONTRACT "Content"): the one settings record, read with its ETag and saved
 * with If-Match (428 without, 412 when stale); a save empties this isolate's public read cache.
 */
import { auditActor } from "../middleware/admin-auth.ts";
import { Hono } from "hono";
import { getAdminSite, saveAdminSite } from "../db/admin-site.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { purgeReadCache } from "../middleware/cache-control.ts";
import { adminJsonBody } from "../middleware/json-body.ts";
import { validate } from "../middleware/validate.ts";
import { siteSettingsInputSchema } from "../schemas/admin-api.ts";
import { etagOf, parseIfMatch, staleAnswer } from "./admin-writes.ts";

export const adminSiteSettings = new Hono<AppEnv>()
  .get("/", async (c) => {
    const site = await getAdminSite(c.var.db);
    if (!site) return fail(c, 404, CODES.notFound, "notFound");
    c.header("ETag", etagOf(site.rowVersion));
    return c.json(ok(site), 200);
  })
  .put("/", adminJsonBody, validate("json", siteSettingsInputSchema), async (c) => {
    const expected = parseIfMatch(c.req.header("If-Match"));
    if (expected === null) return fail(c, 428, CODES.preconditionRequired, "preconditionRequired");
    const outcome = await saveAdminSite(c.var.db, c.req.valid("json"), Number.isNaN(expected) ? -1 : expected, auditActor(c));
    if (outcome.kind === "missing") return fail(c, 404, CODES.notFound, "notFound");
    if (outcome.kind === "stale") return staleAnswer(c, outcome.info);
    purgeReadCache();
    c.header("ETag", etagOf(outcome.version));
    return c.json(ok({ rowVersion: outcome.version, version: outcome.version }), 200);
  });
