/** POST /api/vitals: one page load's field Core Web Vitals, counted into per-day histograms, not stored. */
import { Hono } from "hono";
import { countVitals } from "../db/vital-counts.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { ok } from "../lib/envelope.ts";
import { pageKey } from "../lib/event-keys.ts";
import { jsonBody } from "../middleware/json-body.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";
import { vitalsSchema } from "../schemas/events.ts";

export const vitals = new Hono<AppEnv>().post("/", rateLimit("event"), jsonBody, validate("json", vitalsSchema), async (c) => {
  const { path, device, ...values } = c.req.valid("json");
  // Answered once D1 has it: the beacon's sender does not wait, and a test can read it back.
  await countVitals(c.var.db, pageKey(path), device, values);
  return c.json(ok({}), 200);
});
