// Seed loader: upserts every content row into D1 and puts the seed files into R2. Idempotent.
//   node seed/load.ts            local D1/R2 under $STATE_DIR (default .wrangler/state), via getPlatformProxy
//   node seed/load.ts --remote --env staging|production
//                                the real account, via `wrangler d1 execute --remote` and `wrangler r2 object put`,
//                                on that environment's D1 and R2 as wrangler.toml names them
// Leads, visits and module clicks are never touched.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { readSeedContent, referencedKeys } from "./lib/content.ts";
import { loadSeedFile, type SeedFile } from "./lib/seed-files.ts";
import { seedStatements } from "./lib/statements.ts";
import { SEARCH_PAGES_FILE, type PageText } from "../common/search-docs.ts";
import { loadLocal } from "./lib/load-local.ts";
import { loadRemote } from "./lib/load-remote.ts";

const started = performance.now();
const { values: args } = parseArgs({ options: { remote: { type: "boolean" }, env: { type: "string" } } });
const remote = args.remote ?? false;
const content = readSeedContent();
const files = new Map<string, SeedFile>(referencedKeys(content).map((key) => [key, loadSeedFile(key)]));
// The built pages' text for the site search (scripts/prerender.ts, honouring OUT_DIR); none before a build.
const pagesFile = resolve(process.env.OUT_DIR ?? "dist", SEARCH_PAGES_FILE);
const pages: PageText[] = existsSync(pagesFile) ? JSON.parse(readFileSync(pagesFile, "utf8")) : [];
if (pages.length === 0) console.warn(`seed: no ${pagesFile} (run the build first): pages are not in the site search`);
const statements = seedStatements(content, files, pages);

if (remote) {
  // The top level of wrangler.toml is the local set-up; a remote seed names its environment.
  if (!args.env) throw new Error("seed --remote needs --env staging or --env production");
  const configPath = new URL("../wrangler.toml", import.meta.url).pathname;
  // wrangler's own reader, so the environment's bindings resolve exactly as `wrangler deploy` sees them.
  // (its Config type lives in a package wrangler bundles, so the one field read is typed here)
  const { r2_buckets }: { r2_buckets: { binding: string; bucket_name?: string }[] } = unstable_readConfig(
    { config: configPath, env: args.env },
    { hideWarnings: true },
  );
  const bucket = r2_buckets.find((b) => b.binding === "FILES")?.bucket_name;
  if (!bucket) throw new Error(`wrangler.toml has no FILES bucket for env "${args.env}"`);
  await loadRemote(statements, [...files.values()], { bucket, env: args.env, configPath });
} else {
  // wrangler --persist-to and the Vite plugin both append "v3"; getPlatformProxy takes the v3 folder itself.
  const stateDir = resolve(process.env.STATE_DIR ?? ".wrangler/state");
  const result = await loadLocal(statements, [...files.values()], join(stateDir, "v3"));
  console.log(
    `seed: ${statements.length} upserts, ${result.rowsChanged} rows changed; ` +
      `${files.size} files, ${result.filesPut} uploaded, ${files.size - result.filesPut} already present (${stateDir})`,
  );
}
console.log(`seed: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
