// Content-hashed R2 keys: <folder>/<Name>-<first 8 hex of sha256>.<ext> (CONTRACT "Files").
import { createHash } from "node:crypto";

/** Hex sha256 of the bytes. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The hashed key for a logical name such as "manuals/EICAD-User-Manual.pdf". */
export function hashedKey(logicalName: string, bytes: Uint8Array): string {
  const dot = logicalName.lastIndexOf(".");
  return `${logicalName.slice(0, dot)}-${sha256Hex(bytes).slice(0, 8)}${logicalName.slice(dot)}`;
}

/** Splits a hashed key into its logical name and hash, or null when it carries no hash. */
export function parseHashedKey(key: string): { logicalName: string; hash: string } | null {
  const m = /^(.*)-([0-9a-f]{8})(\.[A-Za-z0-9]+)$/.exec(key);
  return m ? { logicalName: m[1] + m[3], hash: m[2] } : null;
}
