/** POST /api/visits: one page view of the SPA. */
import { Hono } from "hono";
import { insertVisit } from "../db/events.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { ok } from "../lib/envelope.ts";
import { visitorOf } from "../lib/visitor.ts";
import { jsonBody } from "../middleware/json-body.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";
import { visitSchema } from "../schemas/events.ts";

/**
 * The utm_source of the page that recorded the visit: the SPA's fetch carries the page's address as
 * Referer (same origin), query included. For the dashboard's conversion by UTM source.
 */
function utmSourceOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const source = new URL(referer).searchParams.get("utm_source")?.trim();
    return source ? source.slice(0, 100) : null;
  } catch {
    return null;
  }
}

export const visits = new Hono<AppEnv>().post(
  "/",
  rateLimit("event"),
  jsonBody,
  validate("json", visitSchema),
  async (c) => {
    const id = await insertVisit(c.var.db, c.req.valid("json"), c.get("lang"), await visitorOf(c, "event"), utmSourceOf(c.req.header("Referer")));
    return c.json(ok({ id }), 200);
  },
);
