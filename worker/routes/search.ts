/**
 * GET /api/search: published pages, news, downloads, videos and help in the request's language.
 * Each one may run a full-text query, so it is rate-limited like visits (120 a minute per client) and
 * never answered by the fast path (fast-read.ts).
 */
import { Hono } from "hono";
import { searchSite } from "../db/search.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { ok } from "../lib/envelope.ts";
import { publicRead } from "../middleware/cache-control.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";
import { searchQuerySchema } from "../schemas/reads.ts";

export const search = new Hono<AppEnv>().get("/", rateLimit("event"), publicRead, validate("query", searchQuerySchema), async (c) => {
  return c.json(ok(await searchSite(c.var.db, c.get("lang"), c.req.valid("query"))), 200);
});
