/** GET /api/update-logs and /api/update-logs/:id. */
import { Hono } from "hono";
import { getUpdateLog, listUpdateLogs } from "../db/update-logs.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { publicRead } from "../middleware/cache-control.ts";
import { validate } from "../middleware/validate.ts";
import { idParamSchema } from "../schemas/common.ts";

export const updateLogs = new Hono<AppEnv>()
  .get("/", publicRead, async (c) => {
    return c.json(ok(await listUpdateLogs(c.var.db, c.get("lang"))), 200);
  })
  .get("/:id", publicRead, validate("param", idParamSchema), async (c) => {
    const item = await getUpdateLog(c.var.db, c.get("lang"), Number(c.req.valid("param").id));
    if (!item) return fail(c, 404, CODES.notFound, "notFound");
    return c.json(ok(item), 200);
  });
