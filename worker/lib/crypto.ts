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
