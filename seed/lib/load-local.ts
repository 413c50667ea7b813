// Local seeding through wrangler's getPlatformProxy: one workerd process with the same D1/R2
// bindings (and persistence folder) as `npm start` (wrangler dev) and `wrangler --local`.
import { getPlatformProxy } from "wrangler";
import { applySeed, type SeedBindings } from "./apply.ts";
import type { Statement } from "./statements.ts";
import type { SeedFile } from "./seed-files.ts";

/** Applies the upserts in one batch and puts files missing from R2 (or differing in size/etag). */
export async function loadLocal(statements: Statement[], files: SeedFile[], persistPath: string) {
  const proxy = await getPlatformProxy<SeedBindings>({ persist: { path: persistPath }, remoteBindings: false });
  try {
    return await applySeed(proxy.env, statements, files);
  } finally {
    await proxy.dispose();
  }
}
