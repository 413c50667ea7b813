/** POST /api/vitals: one page load's field Core Web Vitals, counted into per-day histograms, not stored. */
import { Hono } from "hono";
import { countVitals } from "../db/vital-counts.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { ok } from "../lib/envelope.ts";
import { pageKey } from "../lib/event-keys.ts";
import { isLandingPath } from "../../common/route-table.ts";
import { OTHER } from "../db/event-counts.ts";
import { jsonBody } from "../middleware/json-body.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";
import { vitalsSchema } from "../schemas/events.ts";

export const vitals = new Hono<AppEnv>().post("/", rateLimit("event"), jsonBody, validate("json", vitalsSchema), async (c) => {
  const { path, device, ...values } = c.req.valid("json");
  // Answered once D1 has it: the beacon's sender does not wait, and a test can read it back.
  // Landing pages are measured together, as `other` (the vitals' keys stay the route table's).
  const key = pageKey(path);
  await countVitals(c.var.db, isLandingPath(key) ? OTHER : key, device, values);
  return c.json(ok({}), 200);
});
