/**
 * The whole seed (seed/content and the files it names) in this test file's D1 and R2, through the
 * statements and writes `npm run db:seed` uses: the JSON and committed files come bundled, the one
 * large installer is generated as the seed generates it, and every key is checked against its bytes.
 */
import { env } from "cloudflare:workers";
import { Buffer } from "node:buffer";
import { applySeed } from "../../seed/lib/apply.ts";
import { referencedKeys, seedContentFrom } from "../../seed/lib/content.ts";
import { buildLargeInstaller, LARGE_INSTALLER_NAME } from "../../seed/lib/large-installer.ts";
import { parseHashedKey } from "../../seed/lib/hashed-key.ts";
import { seedFile } from "../../seed/lib/seed-files.ts";
import { seedStatements } from "../../seed/lib/statements.ts";

const json = import.meta.glob<unknown>("../../seed/content/*.json", { eager: true, import: "default" });
// Binary files only (Vite inlines them as base64 data URLs); generated/ holds the large installer.
const committed = import.meta.glob<string>(["../../seed/files/**/*.{mp4,pdf,zip}", "!../../seed/files/generated/**"], {
  eager: true,
  import: "default",
  query: "?inline",
});

/** The bytes behind a key: committed, or generated (the large installer). */
function bytesOf(key: string): Buffer {
  if (parseHashedKey(key)?.logicalName === LARGE_INSTALLER_NAME) return buildLargeInstaller();
  const dataUrl = committed[`../../seed/files/${key}`];
  if (!dataUrl) throw new Error(`no committed seed file for ${key}`);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

/**
 * Seeds D1 and R2. Files are the binary ones the admin reads on a save (installers, manuals, videos);
 * SVG pictures stay out of R2, as no test here serves them.
 */
export async function seedFullContent(): Promise<void> {
  const content = seedContentFrom((name) => json[`../../seed/content/${name}`]);
  const keys = referencedKeys(content).filter((k) => /\.(mp4|pdf|zip)$/.test(k));
  const files = new Map(keys.map((key) => [key, seedFile(key, `bundled:${key}`, bytesOf(key))]));
  await applySeed(env, seedStatements(content, files), [...files.values()]);
}
