/** Hashing helpers on Web Crypto (no raw IPs or tokens are ever stored or compared directly). */

const encoder = new TextEncoder();

/** Lower-case hex of raw bytes. */
export const toHex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

export const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

async function sha256(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", encoder.encode(text));
}

/** Lower-case hex SHA-256 of `text`. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await sha256(text));
}

/** HMAC-SHA256 of `message` (UTF-8) keyed with `key` (UTF-8, or raw bytes), as raw bytes. Used to sign notifications. */
export async function hmacSha256(key: string | Uint8Array, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey("raw", typeof key === "string" ? encoder.encode(key) : key, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(message)));
}

/** Lower-case hex HMAC-SHA256 of `message` under `key`. */
export async function hmacHex(key: string, message: string): Promise<string> {
  return toHex(await hmacSha256(key, message));
}

/** Constant-time string equality: equal-length digests go through timingSafeEqual. */
export async function timingSafeEqualStrings(a: string, b: string): Promise<boolean> {
  const [da, db] = await Promise.all([sha256(a), sha256(b)]);
  return crypto.subtle.timingSafeEqual(da, db);
}
