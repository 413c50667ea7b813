/** POST /api/module-clicks: which header module a visitor opened (1..6). */
import { Hono } from "hono";
import { insertModuleClick } from "../db/events.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { ok } from "../lib/envelope.ts";
import { visitorOf } from "../lib/visitor.ts";
import { jsonBody } from "../middleware/json-body.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";
import { moduleClickSchema } from "../schemas/events.ts";

export const moduleClicks = new Hono<AppEnv>().post(
  "/",
  rateLimit("event"),
  jsonBody,
  validate("json", moduleClickSchema),
  async (c) => {
    const id = await insertModuleClick(c.var.db, c.req.valid("json"), c.get("lang"), await visitorOf(c, "event"));
    return c.json(ok({ id }), 200);
  },
);
