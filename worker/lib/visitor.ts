/** Who is asking: what the leads and analytics rows record about the client (never the raw IP). */
import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";
import { hashIp } from "./crypto.ts";

export interface Visitor {
  ipHash: string | null;
  userAgent: string | null;
  country: string | null;
}

/** The client IP as Cloudflare reports it; absent in some local setups. */
export function clientIp(c: Context<AppEnv>): string | undefined {
  return c.req.header("CF-Connecting-IP")?.trim() || undefined;
}

/** Visitor facts of the current request. */
export async function visitorOf(c: Context<AppEnv>): Promise<Visitor> {
  const cf = c.req.raw.cf as { country?: unknown } | undefined;
  return {
    ipHash: await hashIp(clientIp(c), c.env.IP_SALT),
    userAgent: c.req.header("User-Agent")?.slice(0, 512) ?? null,
    country: typeof cf?.country === "string" ? cf.country : null,
  };
}
