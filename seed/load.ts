// Seed loader: upserts every content row into D1 and puts the seed files into R2. Idempotent.
//   node seed/load.ts            local D1/R2 under $STATE_DIR (default .wrangler/state), via getPlatformProxy
//   node seed/load.ts --remote   the real account, via `wrangler d1 execute --remote` and `wrangler r2 object put`
// Leads, visits and module clicks are never touched.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readSeedContent, referencedKeys } from "./lib/content.ts";
import { loadSeedFile, type SeedFile } from "./lib/seed-files.ts";
import { seedStatements } from "./lib/statements.ts";
import { loadLocal } from "./lib/load-local.ts";
import { loadRemote } from "./lib/load-remote.ts";

const started = performance.now();
const remote = process.argv.includes("--remote");
const content = readSeedContent();
const files = new Map<string, SeedFile>(referencedKeys(content).map((key) => [key, loadSeedFile(key)]));
const statements = seedStatements(content, files);
const bucket = /bucket_name\s*=\s*"([^"]+)"/.exec(readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8"))?.[1];
if (!bucket) throw new Error("wrangler.toml has no r2 bucket_name");

if (remote) {
  await loadRemote(statements, [...files.values()], bucket);
} else {
  // wrangler --persist-to and the Vite plugin both append "v3"; getPlatformProxy takes the v3 folder itself.
  const stateDir = resolve(process.env.STATE_DIR ?? ".wrangler/state");
  const result = await loadLocal(statements, [...files.values()], join(stateDir, "v3"));
  console.log(`seed: ${statements.length} upserts, ${result.rowsChanged} rows changed; ` +
    `${files.size} files, ${result.filesPut} uploaded, ${files.size - result.filesPut} already present (${stateDir})`);
}
console.log(`seed: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
