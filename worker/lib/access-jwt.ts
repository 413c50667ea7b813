/**
 * Cloudflare Access: the edge puts a signed JWT in `Cf-Access-Jwt-Assertion` on every request it let
 * through. It is verified here against the team's public keys (jose fetches and caches the key set
 * per isolate, refetching when a token names an unknown key), the application's audience and the team
 * domain as issuer. The signed-in e-mail becomes the audit log's actor; the e-mail or its groups give the
 * role (common/admin-roles.ts, ADMIN_ROLES).
 */
import { createRemoteJWKSet, jwtVerify } from "jose";
import { readCache } from "./read-cache.ts";

type KeySet = ReturnType<typeof createRemoteJWKSet>;
/** One key set per team domain (there is one; a few at most), kept for the isolate's life. */
const keySets = readCache<KeySet>({ maxEntries: 4, content: false });

function keySetOf(teamDomain: string): KeySet {
  let set = keySets.get(teamDomain);
  if (!set) {
    set = createRemoteJWKSet(new URL(`https://${teamDomain}/cdn-cgi/access/certs`), {
      // Access rotates its keys every few weeks; a cached set stays ten minutes between checks.
      cacheMaxAge: 10 * 60_000,
      timeoutDuration: 5_000,
    });
    keySets.set(teamDomain, set);
  }
  return set;
}

/** `team.cloudflareaccess.com` from a setting that may carry a scheme or a trailing slash. */
export function teamDomainOf(setting: string): string {
  return setting
    .trim()
    .replace(/^https?:\/\//, "")
    .replace(/\/+$/, "");
}

/** A verified Access token: the signed-in e-mail (or the service token's id) and its claims. */
export interface AccessIdentity {
  email: string;
  /** Group names the token itself carries (a `groups` claim, at the top or under `custom`), if any. */
  groups: string[] | null;
}

/** Group names from a claim: a list of names, or of `{ name }` objects as Access's identity lists them. */
export function groupNames(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value
    .map((g) =>
      typeof g === "string" ? g : g && typeof g === "object" && typeof (g as { name?: unknown }).name === "string" ? (g as { name: string }).name : "",
    )
    .filter(Boolean);
}

/** The identity of a valid Access token, or null (invalid, expired, wrong audience or issuer). */
export async function verifyAccessJwt(token: string, teamDomainSetting: string, audience: string): Promise<AccessIdentity | null> {
  const teamDomain = teamDomainOf(teamDomainSetting);
  try {
    const { payload } = await jwtVerify(token, keySetOf(teamDomain), {
      issuer: `https://${teamDomain}`,
      audience,
      algorithms: ["RS256"],
    });
    const email = typeof payload.email === "string" && payload.email ? payload.email : typeof payload.sub === "string" && payload.sub ? payload.sub : null;
    if (!email) return null;
    const custom = payload.custom && typeof payload.custom === "object" ? (payload.custom as Record<string, unknown>).groups : undefined;
    return { email, groups: groupNames(payload.groups) ?? groupNames(custom) };
  } catch {
    return null;
  }
}

/** Groups looked up per token, for a few minutes (a token lives about a day; group changes show soon). */
const identityGroups = readCache<string[]>({ maxEntries: 1_000, content: false });
const GROUPS_TTL_MS = 5 * 60_000;

/**
 * The person's Access groups when the token does not carry them: the team's identity endpoint
 * (`/cdn-cgi/access/get-identity`, the token as the CF_Authorization cookie) lists them as
 * `groups: [{ id, name, email }]`. Empty when it cannot be read (the person then has no group role).
 */
export async function accessGroups(token: string, teamDomainSetting: string): Promise<string[]> {
  const cached = identityGroups.get(token);
  if (cached) return cached;
  let groups: string[] = [];
  try {
    const res = await fetch(`https://${teamDomainOf(teamDomainSetting)}/cdn-cgi/access/get-identity`, {
      headers: { cookie: `CF_Authorization=${token}` },
      signal: AbortSignal.timeout(5_000),
    });
    if (res.ok) groups = groupNames(((await res.json()) as { groups?: unknown }).groups) ?? [];
    else await res.body?.cancel();
  } catch {
    groups = [];
  }
  identityGroups.set(token, groups, GROUPS_TTL_MS);
  return groups;
}
