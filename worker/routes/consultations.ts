/**
 * POST /api/consultations: a contact request (either body shape). Answers 200 with the id only
 * after D1 holds the row (and its notification deliveries). Limited per client (5 a minute) and, for a
 * lead about to be stored, per network (db/lead-networks.ts: 30 an hour per IPv4 /24 or IPv6 /48). A non-empty honeypot `website` gets an
 * answer like a real one and is dropped; with the bot check on, a missing or rejected Turnstile token
 * is a 400. The current shape on /api needs the visitor's consent to the privacy notice (400 without).
 * The answer waits for neither a notification channel nor the queue send.
 */
import { Hono, type Context } from "hono";
import { findIdempotent, insertLead, lastLeadId, type IdempotencyClaim } from "../db/consultations.ts";
import { countNetworkLead } from "../db/lead-networks.ts";
import { productName } from "../db/products.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { attributionOf } from "../lib/attribution.ts";
import { networkKeyOf } from "../lib/client-key.ts";
import { hmacHex, sha256Hex } from "../lib/crypto.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { verifyTurnstile } from "../lib/turnstile.ts";
import { clientIp, visitorOf, type Visitor } from "../lib/visitor.ts";
import { jsonBody } from "../middleware/json-body.ts";
import { rateLimit, rateLimitBypassed } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";
import { configuredChannels } from "../notify/channels/index.ts";
import { enqueueLeads } from "../notify/enqueue.ts";
import { notifyEnv } from "../notify/settings.ts";
import { consultationHeadersSchema, consultationSchema, honeypotSchema, openApiConsultationSchema } from "../schemas/consultation.ts";

/** Fields that may differ between a request and its retry without making it another request. */
const VOLATILE_FIELDS = new Set(["turnstileToken", "website"]);

/** The client-scoped key and the body hash of a request that carries an Idempotency-Key. */
async function claimOf(key: string | undefined, body: unknown, visitor: Visitor): Promise<IdempotencyClaim | undefined> {
  if (!key) return undefined;
  const stable = Object.entries(body as Record<string, unknown>).filter(([k]) => !VOLATILE_FIELDS.has(k));
  return { scopedKey: `${visitor.ipHash ?? "-"}:${key}`, bodyHash: await sha256Hex(JSON.stringify(stable)) };
}

/** The client's network (lib/client-key.ts) as the per-network count stores it: keyed with IP_SALT when set. */
async function networkOf(c: Context<AppEnv>): Promise<string> {
  const network = networkKeyOf(clientIp(c));
  return c.env.IP_SALT ? hmacHex(c.env.IP_SALT, `network:${network}`) : network;
}

const leadBody = validate("json", consultationSchema);
const openApiLeadBody = validate("json", openApiConsultationSchema);

function conflict(c: Context<AppEnv>) {
  return fail(c, 422, CODES.validation, "idempotencyConflict");
}

export const consultations = new Hono<AppEnv>().post(
  "/",
  rateLimit("lead"),
  jsonBody,
  async (c, next) => {
    // A bot that filled the honeypot gets what a person gets: 200 and a plausible next id.
    if (honeypotSchema.safeParse(await c.req.json()).success) {
      return c.json(ok({ id: (await lastLeadId(c.var.db)) + 1 + Math.floor(Math.random() * 3) }), 200);
    }
    await next();
  },
  validate("header", consultationHeadersSchema),
  // The older prefix takes the current shape without consent (CONTRACT "consent"), recorded as not
  // recorded. Both validators give the same LeadInput.
  ((c, next) => (c.req.path.startsWith("/open-api/") ? openApiLeadBody : leadBody)(c as never, next)) as typeof leadBody,
  async (c) => {
    const body = c.req.valid("json");
    const raw = (await c.req.json()) as { turnstileToken?: unknown };
    const lang = c.get("lang");
    const visitor = await visitorOf(c);
    const claim = await claimOf(c.req.valid("header")["idempotency-key"], raw, visitor);
    // A repeat is answered before the bot check: its token was spent by the first request.
    const earlier = claim ? await findIdempotent(c.var.db, claim) : null;
    if (earlier?.kind === "conflict") return conflict(c);
    if (earlier) return c.json(ok({ id: earlier.id }), 200);

    const token = typeof raw.turnstileToken === "string" ? raw.turnstileToken : c.req.header("CF-Turnstile-Response");
    const bot = await verifyTurnstile(c.env, token || undefined, clientIp(c));
    if (bot === "rejected") return fail(c, 400, CODES.validation, token ? "invalid" : "required", "turnstileToken");

    // The wider limit, per network and hour: counted only for a lead about to be stored.
    if (!rateLimitBypassed(c.env, c.req.url) && !(await countNetworkLead(c.var.db, await networkOf(c)))) return fail(c, 429, CODES.tooMany, "tooMany");

    const name = body.productName ?? (body.productId ? await productName(c.var.db, body.productId, lang) : null);
    const channels = configuredChannels(notifyEnv(c.env)).map((ch) => ch.name);
    const outcome = await insertLead(
      c.var.db,
      {
        ...body,
        ...attributionOf(body, c.req.header("Referer"), [c.req.url, c.env.SITE_ORIGIN]),
        productName: name ?? undefined,
        language: lang,
        idempotency: claim,
        visitor,
        unverified: bot === "unreachable",
      },
      channels,
    );
    if (outcome.kind === "conflict") return conflict(c);
    // After D1 has the lead and its delivery rows, and not on the answer's path: a failed (or never
    // finished) send is logged, and the sweep queues the pending rows after two minutes.
    if (outcome.kind === "stored" && channels.length > 0) c.executionCtx.waitUntil(enqueueLeads(c.env.LEAD_QUEUE, [outcome.id]));
    return c.json(ok({ id: outcome.id }), 200);
  },
);
