/** Hashing helpers on Web Crypto (no raw IPs or tokens are ever stored or compared directly). */

const encoder = new TextEncoder();

const toHex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

async function sha256(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", encoder.encode(text));
}

/** Lower-case hex SHA-256 of `text`. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await sha256(text));
}

/** Lower-case hex HMAC-SHA256 of `message` under `key`. */
export async function hmacHex(key: string, message: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return toHex(await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(message)));
}

/** Constant-time string equality: equal-length digests go through timingSafeEqual. */
export async function timingSafeEqualStrings(a: string, b: string): Promise<boolean> {
  const [da, db] = await Promise.all([sha256(a), sha256(b)]);
  return crypto.subtle.timingSafeEqual(da, db);
}
