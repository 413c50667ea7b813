// Local seeding through wrangler's getPlatformProxy: one workerd process with the same D1/R2
// bindings (and persistence folder) as `npm start` (wrangler dev) and `wrangler --local`.
import { execFileSync } from "node:child_process";
import { dirname } from "node:path";
import { getPlatformProxy, unstable_readConfig } from "wrangler";
import { applySeed, type SeedBindings } from "./apply.ts";
import type { Statement } from "./statements.ts";
import { contentTypeOf, type SeedFile } from "./seed-files.ts";

/**
 * Files from this size on go in through `wrangler r2 object put --local` rather than the proxy: on a
 * busy machine the proxy's workerd dropped the connection while taking the 54 MB installer into a
 * fresh R2 (fetch failed: other side closed / EPIPE), failing `npm start` and the browser suite's set-up.
 */
const LARGE_FILE_BYTES = 8 * 1024 * 1024;

/** Applies the upserts in one batch and puts files missing from R2 (or differing in size/etag). */
export async function loadLocal(statements: Statement[], files: SeedFile[], persistPath: string) {
  const large = files.filter((f) => f.size >= LARGE_FILE_BYTES);
  const missing = large.length
    ? await withProxy(persistPath, async ({ FILES }) => {
        const out: SeedFile[] = [];
        for (const f of large) {
          const head = await FILES.head(f.key);
          if (!head || head.size !== f.size || head.etag !== f.md5) out.push(f);
        }
        return out;
      })
    : [];
  if (missing.length) {
    const configPath = new URL("../../wrangler.toml", import.meta.url).pathname;
    const { r2_buckets }: { r2_buckets: { binding: string; bucket_name?: string }[] } = unstable_readConfig({ config: configPath }, { hideWarnings: true });
    const bucket = r2_buckets.find((b) => b.binding === "FILES")?.bucket_name;
    if (!bucket) throw new Error("wrangler.toml has no FILES bucket");
    for (const f of missing) {
      // --persist-to takes the state folder (wrangler adds v3 itself).
      execFileSync(
        "wrangler",
        [
          "r2",
          "object",
          "put",
          `${bucket}/${f.key}`,
          "--file",
          f.path,
          "--content-type",
          contentTypeOf(f.key),
          "--local",
          "--persist-to",
          dirname(persistPath),
          "--config",
          configPath,
        ],
        { stdio: ["ignore", "ignore", "inherit"] },
      );
    }
  }
  const result = await withProxy(persistPath, (env) => applySeed(env, statements, files));
  return { ...result, filesPut: result.filesPut + missing.length };
}

async function withProxy<T>(persistPath: string, act: (env: SeedBindings) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<SeedBindings>({ persist: { path: persistPath }, remoteBindings: false });
  try {
    return await act(proxy.env);
  } finally {
    await proxy.dispose();
  }
}
