/** POST /api/visits: one page view of the SPA, or a contact form seen or started (`event`); counted, not stored. */
import { Hono } from "hono";
import { countEvent } from "../db/event-counts.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { externalReferrer } from "../lib/attribution.ts";
import { ok } from "../lib/envelope.ts";
import { countedPageKey, deviceKey, referrerKey, textKey, utmKeys } from "../lib/event-keys.ts";
import { writeRawEvent } from "../lib/raw-events.ts";
import { countryOf } from "../lib/visitor.ts";
import { jsonBody } from "../middleware/json-body.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";
import { visitSchema } from "../schemas/events.ts";

export const visits = new Hono<AppEnv>().post("/", rateLimit("event"), jsonBody, validate("json", visitSchema), async (c) => {
  const visit = c.req.valid("json");
  const keys = {
    page: await countedPageKey(c.var.db, visit.path),
    language: visit.language ?? c.get("lang"),
    country: textKey(countryOf(c)),
    // The UTM parameters of the page that recorded the visit, for conversion by source and campaign; a
    // form event names its visit's (the campaign that brought the visit, as its lead records it).
    ...(visit.event && visit.utm ? { source: textKey(visit.utm.source), campaign: textKey(visit.utm.campaign) } : utmKeys(c.req.header("Referer"))),
  };
  const visitKeys = {
    ...keys,
    referrer: referrerKey(externalReferrer(visit.referrer, [c.req.url, c.env.SITE_ORIGIN])),
    device: deviceKey(c.req.header("User-Agent")),
  };
  if (visit.event) await countEvent(c.var.db, visit.event, keys);
  else await countEvent(c.var.db, "visit", visitKeys);
  writeRawEvent(c.env, visit.event ?? "visit", { ...visitKeys, path: visit.path.split(/[?#]/, 1)[0], screen: visit.screen });
  return c.json(ok({}), 200);
});
