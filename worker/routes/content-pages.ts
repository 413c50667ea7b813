/** GET /api/pages?path=&language=: the published copy of one content page (decision 0040). */
import { Hono } from "hono";
import { getPublishedPage } from "../db/content-pages.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { publicRead } from "../middleware/cache-control.ts";
import { validate } from "../middleware/validate.ts";
import { pageQuerySchema } from "../schemas/reads.ts";

export const contentPages = new Hono<AppEnv>().get("/", publicRead, validate("query", pageQuerySchema), async (c) => {
  const page = await getPublishedPage(c.var.db, c.req.valid("query").path, c.get("lang"));
  if (!page) return fail(c, 404, CODES.notFound, "notFound");
  return c.json(ok(page), 200);
});
