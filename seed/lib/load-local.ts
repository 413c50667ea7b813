// Local seeding through wrangler's getPlatformProxy: one workerd process with the same D1/R2
// bindings (and persistence folder) as `vite preview` and `wrangler --local`.
import { getPlatformProxy } from "wrangler";
import type { Statement } from "./statements.ts";
import { contentTypeOf, type SeedFile } from "./seed-files.ts";

// Just the binding methods the loader uses (the Workers types are scoped to the worker project).
interface D1Statement { bind(...values: unknown[]): D1Statement }
interface Bindings {
  DB: {
    prepare(sql: string): D1Statement;
    batch(statements: D1Statement[]): Promise<Array<{ meta: { changes?: number } }>>;
  };
  FILES: {
    head(key: string): Promise<{ size: number; etag: string } | null>;
    put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string }; md5: string }): Promise<unknown>;
  };
}

/** Applies the upserts in one batch and puts files missing from R2 (or differing in size/etag). */
export async function loadLocal(statements: Statement[], files: SeedFile[], persistPath: string) {
  const proxy = await getPlatformProxy<Bindings>({ persist: { path: persistPath }, remoteBindings: false });
  try {
    const { DB, FILES } = proxy.env;
    const results = await DB.batch(statements.map((s) => DB.prepare(s.sql).bind(...s.params)));
    const rowsChanged = results.reduce((n, r) => n + (r.meta.changes ?? 0), 0);
    let filesPut = 0;
    for (const f of files) {
      const head = await FILES.head(f.key);
      if (head && head.size === f.size && head.etag === f.md5) continue;
      await FILES.put(f.key, f.bytes, { httpMetadata: { contentType: contentTypeOf(f.key) }, md5: f.md5 });
      filesPut++;
    }
    return { rowsChanged, filesPut };
  } finally {
    await proxy.dispose();
  }
}
