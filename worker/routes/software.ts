/** GET /api/software (by kind) and /api/software/:id. */
import { Hono } from "hono";
import { getSoftware, listSoftware } from "../db/software.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { publicRead } from "../middleware/cache-control.ts";
import { validate } from "../middleware/validate.ts";
import { idParamSchema } from "../schemas/common.ts";
import { softwareListQuerySchema } from "../schemas/reads.ts";

export const software = new Hono<AppEnv>()
  .get("/", publicRead, validate("query", softwareListQuerySchema), async (c) => {
    return c.json(ok(await listSoftware(c.var.db, c.get("lang"), c.req.valid("query").kind)), 200);
  })
  .get("/:id", publicRead, validate("param", idParamSchema), async (c) => {
    const item = await getSoftware(c.var.db, c.get("lang"), Number(c.req.valid("param").id));
    if (!item) return fail(c, 404, CODES.notFound, "notFound");
    return c.json(ok(item), 200);
  });
