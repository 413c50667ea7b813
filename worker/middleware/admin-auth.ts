/**
 * Ops routes: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time; no secret, no entry,
 * and a secret under 32 characters counts as none (a short token can be guessed, and would be).
 * MARKETING_TOKEN and SALES_TOKEN are bearer tokens of those roles (CONTRACT "Roles"), checked the same way.
 * Or, with ACCESS_TEAM_DOMAIN and ACCESS_AUD set, a valid Cloudflare Access JWT
 * (`Cf-Access-Jwt-Assertion`): the signed-in e-mail is then the actor of the audit log, and ADMIN_ROLES
 * maps it (or one of its Access groups) to a role; a person it does not map answers 403 (code 1011003).
 * `adminRoleGate` then refuses, with the same 403, a route the role may not use (common/admin-roles.ts).
 * More than 10 wrong tokens from one client (IPv6 by its /64) in a minute answer 429 (the
 * ADMIN_AUTH_LIMITER binding counts only failures, so a busy admin is never limited). Once a client
 * is over, this isolate answers 429 to its failures until the minute is up; a valid token or Access
 * JWT always passes (issue 32: before, eleven wrong tokens from anyone behind the admin's NAT locked
 * the admin out). A guess that is right during the block is therefore answered, but a 32+ character
 * token (192 bits from `npm start`) is not guessed at 10 a minute.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Actor as AuditRowActor } from "../db/audit.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { clientKeyOf } from "../lib/client-key.ts";
import { namesGroups, parseAdminRoles, type Role, roleMay, roleOf } from "../../common/admin-roles.ts";
import { accessGroups, verifyAccessJwt } from "../lib/access-jwt.ts";
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
  if (actor === "unmapped") return fail(c, 403, CODES.roleForbidden, "roleForbidden");
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
  c.set("role", actor.role);
  await next();
});

/** Answers 403 (code 1011003) before anything runs when the signed-in role may not use the route. */
export const adminRoleGate = createMiddleware<AppEnv>(async (c, next) => {
  const path = c.req.path.replace(/^\/api\/admin(?=\/|$)/, "") || "/";
  if (!roleMay(c.get("role"), c.req.method, path)) return fail(c, 403, CODES.roleForbidden, "roleForbidden");
  await next();
});

/** Shortest ADMIN_TOKEN (and MARKETING_TOKEN, SALES_TOKEN) accepted: 32 characters (`npm start` generates 48 hex, 192 bits). */
export const ADMIN_TOKEN_MIN = 32;
const warnedShort = new Set<string>();

/** The role tokens' settings (optional secrets: production signs in through Access). */
type RoleTokens = { MARKETING_TOKEN?: string; SALES_TOKEN?: string };
const TOKEN_SETTINGS = [
  ["ADMIN_TOKEN", "admin"],
  ["MARKETING_TOKEN", "marketing"],
  ["SALES_TOKEN", "sales"],
] as const satisfies readonly (readonly [keyof Env | keyof RoleTokens, Role])[];

/** The secret when it is long enough; a shorter one is refused (logged once per isolate) like none. */
function tokenSecret(env: Env, name: (typeof TOKEN_SETTINGS)[number][0]): string | undefined {
  const secret = (env as Env & RoleTokens)[name];
  if (!secret || secret.length >= ADMIN_TOKEN_MIN) return secret || undefined;
  if (!warnedShort.has(name)) {
    warnedShort.add(name);
    console.error(
      JSON.stringify({
        level: "error",
        message: `${name} is shorter than ${ADMIN_TOKEN_MIN} characters: the token is refused (401); set a longer secret`,
      }),
    );
  }
  return undefined;
}

/** Tests only: forget that a short secret was reported. */
export function resetShortTokenWarning(): void {
  warnedShort.clear();
}

/** Who the audit log and revisions name for the marketing and sales tokens. */
export const ROLE_TOKEN_NAMES = { marketing: "市场 / Marketing token", sales: "销售 / Sales token" } as const;

let warnedRoles = "";

/** ADMIN_ROLES parsed; entries that name no known role are logged once per setting and ignored. */
function grantsOf(env: Env) {
  const setting: string = env.ADMIN_ROLES ?? "";
  const { grants, bad } = parseAdminRoles(setting);
  if (bad.length > 0 && warnedRoles !== setting) {
    warnedRoles = setting ?? "";
    console.error(JSON.stringify({ level: "error", message: `ADMIN_ROLES entries ignored (want who:admin|marketing|sales): ${bad.join(", ")}` }));
  }
  return grants;
}

type Actor = { name: string; via: "token" | "access"; role: Role };

/**
 * Who the request comes from: the token's holder or the Access e-mail, with the role; null when no
 * credential is valid, "unmapped" for a valid Access sign-in that ADMIN_ROLES gives no role.
 */
async function actorOf(env: Env, authorization: string | undefined, accessJwt: string | undefined): Promise<Actor | "unmapped" | null> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (match) {
    // Every configured token is compared, so the time taken does not tell which one came close.
    let role: Role | null = null;
    for (const [name, r] of TOKEN_SETTINGS) {
      const secret = tokenSecret(env, name);
      if (secret && (await timingSafeEqualStrings(match[1]!, secret)) && !role) role = r;
    }
    if (!role) return null;
    return { name: role === "admin" ? adminTokenName(env) : ROLE_TOKEN_NAMES[role], via: "token", role };
  }
  if (accessJwt && env.ACCESS_TEAM_DOMAIN && env.ACCESS_AUD) {
    const identity = await verifyAccessJwt(accessJwt, env.ACCESS_TEAM_DOMAIN, env.ACCESS_AUD);
    if (!identity) return null;
    const grants = grantsOf(env);
    let role = roleOf(grants, identity.email, identity.groups ?? []);
    if (!role && identity.groups === null && namesGroups(grants)) {
      role = roleOf(grants, identity.email, await accessGroups(accessJwt, env.ACCESS_TEAM_DOMAIN));
    }
    return role ? { name: identity.email, via: "access", role } : "unmapped";
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

/** The signed-in person as the audit log names them: who and in which role. */
export function auditActor(c: Context<AppEnv>): AuditRowActor {
  return { name: c.get("actor"), role: c.get("role") };
}
