/** /api/admin/audit (CONTRACT "Ops (admin)"): who changed what, readable (verb, title, sentence, change, link); a plain list (at most 1000) or, paged, a Page. */
import { Hono } from "hono";
import { filteredAudit, pageAudit } from "../db/audit.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { rangeOf } from "../lib/date-range.ts";
import { ok } from "../lib/envelope.ts";
import { adminTokenName } from "../middleware/admin-auth.ts";
import { validate } from "../middleware/validate.ts";
import { siteClock } from "../notify/site-time.ts";
import { ADMIN_PAGE_SIZE, auditQuerySchema } from "../schemas/admin-api.ts";

export const adminAudit = new Hono<AppEnv>().get("/", validate("query", auditQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const filter = { ...rangeOf(query), actor: query.actor, resource: query.resource };
  // Entries as sentences in the request's language, times in the site's zone, the token by its name (0039).
  const reader = { lang: c.get("lang"), timeZone: siteClock(c.env).timeZone, tokenName: adminTokenName(c.env) };
  if (query.pageIndex === undefined && query.pageSize === undefined) return c.json(ok(await filteredAudit(c.var.db, filter, reader)), 200);
  return c.json(ok(await pageAudit(c.var.db, filter, query.pageIndex ?? 1, query.pageSize ?? ADMIN_PAGE_SIZE, reader)), 200);
});
