/** GET /api/news/top, /api/news (paged, by tab), /api/news/:id (with neighbours). */
import { Hono } from "hono";
import { getNews, latestNews, pageNews } from "../db/news.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { publicRead } from "../middleware/cache-control.ts";
import { validate } from "../middleware/validate.ts";
import { idParamSchema } from "../schemas/common.ts";
import { newsListQuerySchema } from "../schemas/reads.ts";

/** Items on the home page (SPEC "Home news items"). */
const TOP_COUNT = 3;

export const news = new Hono<AppEnv>()
  .get("/top", publicRead, async (c) => {
    return c.json(ok(await latestNews(c.var.db, c.get("lang"), TOP_COUNT)), 200);
  })
  .get("/", publicRead, validate("query", newsListQuerySchema), async (c) => {
    return c.json(ok(await pageNews(c.var.db, c.get("lang"), c.req.valid("query"))), 200);
  })
  .get("/:id", publicRead, validate("param", idParamSchema), async (c) => {
    const item = await getNews(c.var.db, c.get("lang"), Number(c.req.valid("param").id));
    if (!item) return fail(c, 404, CODES.notFound, "notFound");
    return c.json(ok(item), 200);
  });
