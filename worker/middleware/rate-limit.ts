/**
 * Per-client write limits through the Workers rate-limit bindings (CONTRACT "Rate limits"),
 * keyed on the client (CF-Connecting-IP, or CF-Connecting-IPv6 under pseudo IPv4; an IPv6 client by its
 * /64, lib/client-key.ts) plus the route kind. `DISABLE_RATE_LIMIT=1` (a local bench switch)
 * only counts when the request's host is localhost/127.0.0.1, so it can never disable limits
 * in production.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail } from "../lib/envelope.ts";
import { clientKeyOf } from "../lib/client-key.ts";
import { clientIp } from "../lib/visitor.ts";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

/** True only for the local bench: the switch is set AND the request is addressed to this machine. */
export function rateLimitBypassed(env: Env, url: string): boolean {
  const flag = (env as Env & { DISABLE_RATE_LIMIT?: string }).DISABLE_RATE_LIMIT;
  return flag === "1" && LOCAL_HOSTS.has(new URL(url).hostname);
}

/** Limits the route with `LEAD_LIMITER` ("lead") or `EVENT_LIMITER` ("event"). */
export function rateLimit(kind: "lead" | "event") {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!rateLimitBypassed(c.env, c.req.url)) {
      const limiter = kind === "lead" ? c.env.LEAD_LIMITER : c.env.EVENT_LIMITER;
      const { success } = await limiter.limit({ key: `${kind}:${clientKeyOf(clientIp(c))}` });
      if (!success) return fail(c, 429, CODES.tooMany, "tooMany");
    }
    await next();
  });
}
