/** Hashing helpers on Web Crypto (no raw IPs or tokens are ever stored or compared directly). */

async function sha256(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
}

/** Lower-case hex SHA-256 of `text`. */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = new Uint8Array(await sha256(text));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Salted hash of a client IP, so visits and leads can be grouped without keeping the address. */
export async function hashIp(ip: string | undefined, salt: string | undefined): Promise<string | null> {
  if (!ip) return null;
  return sha256Hex(`${salt ?? ""}:${ip}`);
}

/** Constant-time string equality: equal-length digests go through timingSafeEqual. */
export async function timingSafeEqualStrings(a: string, b: string): Promise<boolean> {
  const [da, db] = await Promise.all([sha256(a), sha256(b)]);
  return crypto.subtle.timingSafeEqual(da, db);
}

/** HMAC-SHA256 of `message` keyed with `key` (both UTF-8), as raw bytes. Used to sign notifications. */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const enc = new TextEncoder();
  const k = await crypto.subtle.importKey("raw", enc.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, enc.encode(message)));
}

export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

export const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
