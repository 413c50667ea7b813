// Writes the seed into one D1 and one R2 binding: the local loader's proxy bindings, and the Worker
// tests' own, so a test sees exactly what `npm run db:seed` leaves behind.
import type { D1Database, R2Bucket } from "@cloudflare/workers-types";
import type { Statement } from "./statements.ts";
import { contentTypeOf, type SeedFile } from "./seed-files.ts";

// The Workers runtime types as importable types (the node scripts' tsconfig has no Workers globals;
// worker/ uses the generated worker-configuration.d.ts instead).
export interface SeedBindings {
  DB: D1Database;
  FILES: R2Bucket;
}

/** Applies the upserts in one batch and puts files missing from R2 (or differing in size/etag). */
export async function applySeed({ DB, FILES }: SeedBindings, statements: Statement[], files: SeedFile[]) {
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
}
