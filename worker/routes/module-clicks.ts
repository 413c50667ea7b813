/** POST /api/module-clicks: which header module a visitor opened (1..6); counted, not stored. */
import { Hono } from "hono";
import { countEvent } from "../db/event-counts.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { ok } from "../lib/envelope.ts";
import { writeRawEvent } from "../lib/raw-events.ts";
import { jsonBody } from "../middleware/json-body.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";
import { moduleClickSchema } from "../schemas/events.ts";

export const moduleClicks = new Hono<AppEnv>().post("/", rateLimit("event"), jsonBody, validate("json", moduleClickSchema), async (c) => {
  const keys = { module: c.req.valid("json").module, language: c.get("lang") };
  await countEvent(c.var.db, "click", keys);
  writeRawEvent(c.env, "click", keys);
  return c.json(ok({}), 200);
});
