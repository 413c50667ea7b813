/**
 * Ops routes: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time; no secret, no entry,
 * and a secret under 32 characters counts as none (a short token can be guessed, and would be).
 * Or, with ACCESS_TEAM_DOMAIN and ACCESS_AUD set, a valid Cloudflare Access JWT
 * (`Cf-Access-Jwt-Assertion`): the signed-in e-mail is then the actor of the audit log.
 * More than 10 wrong tokens from one client (IPv6 by its /64) in a minute answer 429 (the
 * ADMIN_AUTH_LIMITER binding counts only failures, so a busy admin is never limited). Once a client
 * is over, this isolate answers 429 to its failures until the minute is up; a valid token or Access
 * JWT always passes (issue 32: before, eleven wrong tokens from anyone behind the admin's NAT locked
 * the admin out). A guess that is right during the block is therefore answered, but a 32+ character
 * token (192 bits from `npm start`) is not guessed at 10 a minute.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { clientKeyOf } from "../lib/client-key.ts";
import { verifyAccessJwt } from "../lib/access-jwt.ts";
import { timingSafeEqualStrings } from "../lib/crypto.ts";
import { CODES, fail } from "../lib/envelope.ts";
import { readCache } from "../lib/read-cache.ts";
import { clientIp } from "../lib/visitor.ts";
import { rateLimitBypassed } from "./rate-limit.ts";

const BLOCK_MS = 60_000;
/** Clients over the limit, for BLOCK_MS; bounded so a flood of addresses cannot grow it. */
const blocked = readCache<true>({ maxEntries: 10_000, content: false });

function isBlocked(client: string, now: number): boolean {
  return blocked.get(client, now) !== undefined;
}

function block(client: string, now: number): void {
  blocked.set(client, true, BLOCK_MS, now);
}

export const adminAuth = createMiddleware<AppEnv>(async (c, next) => {
  const actor = await actorOf(c.env, c.req.header("Authorization"), c.req.header("Cf-Access-Jwt-Assertion"));
  if (!actor) {
    const client = clientKeyOf(clientIp(c));
    const now = Date.now();
    if (isBlocked(client, now)) return fail(c, 429, CODES.tooMany, "tooMany");
    if (!rateLimitBypassed(c.env, c.req.url)) {
      const { success } = await c.env.ADMIN_AUTH_LIMITER.limit({ key: `admin:${client}` });
      if (!success) {
        block(client, now);
        return fail(c, 429, CODES.tooMany, "tooMany");
      }
    }
    return fail(c, 401, CODES.unauthorized, "unauthorized");
  }
  c.set("actor", actor.name);
  c.set("actorVia", actor.via);
  await next();
});

/** Shortest ADMIN_TOKEN accepted: 32 characters (`npm start` generates 48 hex, 192 bits). */
export const ADMIN_TOKEN_MIN = 32;
let warnedShort = false;

/** The secret when it is long enough; a shorter one is refused (logged once per isolate) like none. */
function adminSecret(env: Env): string | undefined {
  const secret = env.ADMIN_TOKEN;
  if (!secret || secret.length >= ADMIN_TOKEN_MIN) return secret || undefined;
  if (!warnedShort) {
    warnedShort = true;
    console.error(JSON.stringify({
      level: "error",
      message: `ADMIN_TOKEN is shorter than ${ADMIN_TOKEN_MIN} characters: the admin token is refused (401); set a longer secret`,
    }));
  }
  return undefined;
}

/** Tests only: forget that the short secret was reported. */
export function resetShortTokenWarning(): void {
  warnedShort = false;
}

/** Who the request comes from: the token's user or the Access e-mail; null when neither is valid. */
async function actorOf(
  env: Env,
  authorization: string | undefined,
  accessJwt: string | undefined,
): Promise<{ name: string; via: "token" | "access" } | null> {
  const secret = adminSecret(env);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (match) return secret && (await timingSafeEqualStrings(match[1]!, secret)) ? { name: adminTokenName(env), via: "token" } : null;
  if (accessJwt && env.ACCESS_TEAM_DOMAIN && env.ACCESS_AUD) {
    const email = await verifyAccessJwt(accessJwt, env.ACCESS_TEAM_DOMAIN, env.ACCESS_AUD);
    if (email) return { name: email, via: "access" };
  }
  return null;
}

/** The actor entries written before the token had a name carry. */
export const ADMIN_TOKEN_ACTOR = "admin-token";

/** Who the audit log and revisions name for the bearer token when ADMIN_TOKEN_NAME is not set. */
export const DEFAULT_ADMIN_TOKEN_NAME = "运维 / Ops token";

/**
 * The bearer token names no person: the audit log and revisions name it by ADMIN_TOKEN_NAME (a var, e.g.
 * the team that holds it), at most 100 characters.
 */
export function adminTokenName(env: { ADMIN_TOKEN_NAME?: string }): string {
  return env.ADMIN_TOKEN_NAME?.trim().slice(0, 100) || DEFAULT_ADMIN_TOKEN_NAME;
}
