/**
 * Ops routes: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time; no secret, no entry.
 * More than 10 wrong tokens from one client (IPv6 by its /64) in a minute answer 429 (the
 * ADMIN_AUTH_LIMITER binding counts only failures, so a busy admin is never limited). Once a client
 * is over, this isolate answers 429 to it until the minute is up, right token or not, so a guess
 * made during the block cannot be confirmed.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { clientKeyOf } from "../lib/client-key.ts";
import { timingSafeEqualStrings } from "../lib/crypto.ts";
import { CODES, fail } from "../lib/envelope.ts";
import { clientIp } from "../lib/visitor.ts";
import { rateLimitBypassed } from "./rate-limit.ts";

const BLOCK_MS = 60_000;
/** Clients over the limit, until when (ms); bounded so a flood of addresses cannot grow it. */
const blocked = new Map<string, number>();
const MAX_BLOCKED = 10_000;

function isBlocked(client: string, now: number): boolean {
  const until = blocked.get(client);
  if (until === undefined) return false;
  if (until > now) return true;
  blocked.delete(client);
  return false;
}

function block(client: string, now: number): void {
  if (blocked.size >= MAX_BLOCKED) blocked.delete(blocked.keys().next().value!);
  blocked.set(client, now + BLOCK_MS);
}

export const adminAuth = createMiddleware<AppEnv>(async (c, next) => {
  const client = clientKeyOf(clientIp(c));
  const now = Date.now();
  if (isBlocked(client, now)) return fail(c, 429, CODES.tooMany, "tooMany");
  const secret = c.env.ADMIN_TOKEN;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("Authorization") ?? "");
  if (!secret || !match || !(await timingSafeEqualStrings(match[1]!, secret))) {
    if (!rateLimitBypassed(c.env, c.req.url)) {
      const { success } = await c.env.ADMIN_AUTH_LIMITER.limit({ key: `admin:${client}` });
      if (!success) {
        block(client, now);
        return fail(c, 429, CODES.tooMany, "tooMany");
      }
    }
    return fail(c, 401, CODES.unauthorized, "unauthorized");
  }
  await next();
});

/** The actor recorded in the audit log: the bearer token names no person, so "admin-token". */
export const ADMIN_TOKEN_ACTOR = "admin-token";
