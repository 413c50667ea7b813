/**
 * POST /api/consultations: a contact request (either body shape). Answers 200 with the id only
 * after D1 holds the row (and its notification deliveries). A non-empty honeypot `website` gets a
 * 200 and is dropped. The answer waits for neither a notification channel nor the queue send.
 */
import { Hono } from "hono";
import { insertLead } from "../db/consultations.ts";
import { productName } from "../db/products.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { attributionOf } from "../lib/attribution.ts";
import { ok } from "../lib/envelope.ts";
import { visitorOf } from "../lib/visitor.ts";
import { jsonBody } from "../middleware/json-body.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";
import { configuredChannels } from "../notify/channels/index.ts";
import { enqueueLeads } from "../notify/enqueue.ts";
import { notifyEnv } from "../notify/settings.ts";
import { consultationSchema, honeypotSchema, idempotencyHeaderSchema } from "../schemas/consultation.ts";

/** What a bot that filled the honeypot is told: indistinguishable in shape from a real answer. */
const HONEYPOT_ID = 0;

export const consultations = new Hono<AppEnv>().post(
  "/",
  rateLimit("lead"),
  jsonBody,
  async (c, next) => {
    if (honeypotSchema.safeParse(await c.req.json()).success) return c.json(ok({ id: HONEYPOT_ID }), 200);
    await next();
  },
  validate("header", idempotencyHeaderSchema),
  validate("json", consultationSchema),
  async (c) => {
    const body = c.req.valid("json");
    const lang = c.get("lang");
    const name = body.productName ?? (body.productId ? await productName(c.env.DB, body.productId, lang) : null);
    const channels = configuredChannels(notifyEnv(c.env)).map((ch) => ch.name);
    const { id, created } = await insertLead(c.env.DB, {
      ...body,
      ...attributionOf(body, c.req.header("Referer")),
      productName: name ?? undefined,
      language: lang,
      idempotencyKey: c.req.valid("header")["idempotency-key"],
      visitor: await visitorOf(c),
    }, channels);
    // After D1 has the lead and its delivery rows, and not on the answer's path: a failed (or never
    // finished) send is logged, and the sweep queues the pending rows after two minutes.
    if (created && channels.length > 0) c.executionCtx.waitUntil(enqueueLeads(c.env.LEAD_QUEUE, [id]));
    return c.json(ok({ id }), 200);
  },
);
