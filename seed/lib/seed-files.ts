// Finds the bytes behind each R2 key: committed under seed/files/, or generated on demand under
// seed/files/generated/ (the large installer). Every key's hash is checked against the bytes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { hashedKey, parseHashedKey } from "./hashed-key.ts";
import { buildLargeInstaller, LARGE_INSTALLER_NAME } from "./large-installer.ts";

/** Absolute path of the seed files folder. */
export const FILES_DIR = new URL("../files/", import.meta.url).pathname;
const GENERATED_DIR = join(FILES_DIR, "generated");

export interface SeedFile {
  key: string;
  path: string;
  size: number;
  md5: string;
  bytes: Buffer;
}

const CONTENT_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  mp4: "video/mp4",
  pdf: "application/pdf",
  zip: "application/zip",
};

/** MIME type for a key, from its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}

/** Loads (or generates) the file for a hashed key and verifies that the key matches its bytes. */
export function loadSeedFile(key: string): SeedFile {
  const parsed = parseHashedKey(key);
  if (!parsed) throw new Error(`key has no content hash: ${key}`);
  let path = [join(FILES_DIR, key), join(GENERATED_DIR, key)].find((p) => existsSync(p));
  if (!path && parsed.logicalName === LARGE_INSTALLER_NAME) {
    path = join(GENERATED_DIR, key);
    const bytes = buildLargeInstaller();
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    console.log(`generated ${key} (${bytes.length} bytes)`);
  }
  if (!path) throw new Error(`seed file missing for key ${key} (run node scripts/generate-seed-files.ts)`);
  return seedFile(key, path, readFileSync(path));
}

/** The seed file of a key from its bytes, once they are checked to be the ones its hash names. */
export function seedFile(key: string, path: string, bytes: Buffer): SeedFile {
  const parsed = parseHashedKey(key);
  const expected = parsed && hashedKey(parsed.logicalName, bytes);
  if (expected !== key) throw new Error(`hash mismatch: ${key} holds bytes of ${expected}`);
  return { key, path, size: bytes.length, md5: createHash("md5").update(bytes).digest("hex"), bytes };
}
