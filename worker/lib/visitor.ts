/** Who is asking: what a lead records about the client (never the raw IP). Counted events keep none of it. */
import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";
import { connectingIp } from "./client-key.ts";
import { leadIpHash } from "./ip-hash.ts";

export interface Visitor {
  ipHash: string | null;
  userAgent: string | null;
  country: string | null;
}

/** Longest user agent kept; real ones are well under this, longer ones are padding. */
export const USER_AGENT_MAX = 256;

/**
 * The client IP as Cloudflare reports it (the real IPv6 address under pseudo IPv4, client-key.ts);
 * absent in some local setups. Rate limits, IP hashes and siteverify's remoteip all use this.
 */
export function clientIp(c: Context<AppEnv>): string | undefined {
  return connectingIp(c.req.header("CF-Connecting-IP")?.trim() || undefined, c.req.header("CF-Connecting-IPv6")?.trim() || undefined);
}

/** The client's country from the request's cf data, when present. */
export function countryOf(c: Context<AppEnv>): string | null {
  const cf = c.req.raw.cf as { country?: unknown } | undefined;
  return typeof cf?.country === "string" ? cf.country.slice(0, 8) : null;
}

/** Header that names the visitor's country under `npm start` and in tests (ENVIRONMENT local only). */
export const LOCAL_COUNTRY_HEADER = "X-Local-Country";

/**
 * The visitor's country for the contact form's default area code: the edge's cf.country. Locally
 * workerd fills cf with a fixed sample (country "US"), so there the country is what the
 * X-Local-Country header says, if anything; the header means nothing in staging or production.
 */
export function edgeCountry(req: Request, env: { ENVIRONMENT?: string }): string | undefined {
  if (env.ENVIRONMENT === "local") return req.headers.get(LOCAL_COUNTRY_HEADER)?.trim().toUpperCase() || undefined;
  const country = (req.cf as { country?: unknown } | undefined)?.country;
  return typeof country === "string" ? country : undefined;
}

/** Visitor facts of the current request, with the IP's stable pseudonym (scopes idempotency keys). */
export async function visitorOf(c: Context<AppEnv>): Promise<Visitor> {
  return {
    ipHash: await leadIpHash(c.env, clientIp(c)),
    userAgent: c.req.header("User-Agent")?.trim().slice(0, USER_AGENT_MAX) || null,
    country: countryOf(c),
  };
}
