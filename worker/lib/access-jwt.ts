/**
 * Cloudflare Access: the edge puts a signed JWT in `Cf-Access-Jwt-Assertion` on every request it let
 * through. It is verified here against the team's public keys (jose fetches and caches the key set
 * per isolate, refetching when a token names an unknown key), the application's audience and the team
 * domain as issuer. The signed-in e-mail becomes the audit log's actor.
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
  return setting.trim().replace(/^https?:\/\//, "").replace(/\/+$/, "");
}

/** The signed-in e-mail of a valid Access token, or null (invalid, expired, wrong audience or issuer). */
export async function verifyAccessJwt(token: string, teamDomainSetting: string, audience: string): Promise<string | null> {
  const teamDomain = teamDomainOf(teamDomainSetting);
  try {
    const { payload } = await jwtVerify(token, keySetOf(teamDomain), {
      issuer: `https://${teamDomain}`,
      audience,
      algorithms: ["RS256"],
    });
    const email = payload.email;
    return typeof email === "string" && email ? email : typeof payload.sub === "string" && payload.sub ? payload.sub : null;
  } catch {
    return null;
  }
}
