/** Who is asking: what the leads and analytics rows record about the client (never the raw IP). */
import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";
import { connectingIp } from "./client-key.ts";
import { eventIpHash, leadIpHash } from "./ip-hash.ts";

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

/**
 * Visitor facts of the current request. `kind` picks the IP pseudonym: "lead" is stable (scopes
 * idempotency keys), "event" changes daily so visits never join across days or to a lead.
 */
export async function visitorOf(c: Context<AppEnv>, kind: "lead" | "event"): Promise<Visitor> {
  const cf = c.req.raw.cf as { country?: unknown } | undefined;
  const ip = clientIp(c);
  return {
    ipHash: kind === "lead" ? await leadIpHash(c.env, ip) : await eventIpHash(c.env, ip),
    userAgent: c.req.header("User-Agent")?.trim().slice(0, USER_AGENT_MAX) || null,
    country: typeof cf?.country === "string" ? cf.country.slice(0, 8) : null,
  };
}
