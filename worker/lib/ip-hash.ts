/**
 * Pseudonyms of client IPs (CONTRACT: "a salted hash of the client IP, never the raw IP").
 * HMAC-SHA256 keyed with the secret IP_SALT, so without the secret the 2^32 IPv4 addresses cannot
 * be tried one by one. Analytics events are only counted and keep no pseudonym at all.
 */
import { hmacHex } from "./crypto.ts";

let warned = false;

/** The secret, or undefined after logging (once per isolate) that it is missing. */
function saltOf(env: { IP_SALT?: string }): string | undefined {
  const salt = env.IP_SALT;
  if (salt) return salt;
  if (!warned) {
    warned = true;
    console.error(JSON.stringify({ level: "error", message: "IP_SALT is not set: client IP hashes are not recorded" }));
  }
  return undefined;
}

/** Stable pseudonym of `ip` (leads, idempotency scope); null without an IP or without the secret. */
export async function leadIpHash(env: { IP_SALT?: string }, ip: string | undefined): Promise<string | null> {
  const salt = saltOf(env);
  return ip && salt ? hmacHex(salt, ip) : null;
}

/** Tests only: forget that the missing secret was reported. */
export function resetSaltWarning(): void {
  warned = false;
}
