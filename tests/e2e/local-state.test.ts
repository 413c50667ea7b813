// The local server (`npm start`, which the suite runs) must not fill the disk as it serves: what it
// keeps in its state folder is the site's data (D1, R2, the read cache), not a record of every
// request. wrangler's local trace collector, on by default, writes each Worker invocation's spans to
// `<state>/v3/observability` without limit; the start script turns it off (scripts/start/wrangler-env.ts).
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect } from "vitest";
import { it } from "./support/fixture.ts";
import { thisServer } from "./support/server.ts";

/** Bytes of every file under `dir`. */
function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      try {
        total += statSync(join(entry.parentPath, entry.name)).size;
      } catch {
        /* removed meanwhile (a SQLite journal) */
      }
    }
  }
  return total;
}

const READS = 400;

describe("npm start's state folder", () => {
  it("keeps no per-request traces and does not grow under reads", async ({ site: base }) => {
    const state = join(thisServer().stateDir, "v3");
    const paths = ["/api/banners", "/api/news", "/api/site", "/pc_index", "/about", "/api/no-such-route"];
    // Warm every path once, so the read cache holds its entries before the state is measured.
    for (const path of paths) await (await fetch(new URL(path, base))).arrayBuffer();
    const before = sizeOf(state);
    for (let i = 0; i < READS; i += 8) {
      await Promise.all(
        paths.concat(paths.slice(0, 2)).map(async (path) => {
          const res = await fetch(new URL(path, base));
          await res.arrayBuffer();
          expect(res.status).toBeLessThan(500);
        }),
      );
    }
    const grown = sizeOf(state) - before;
    expect(readdirSync(state)).not.toContain("observability");
    // Reads write nothing; the margin covers a SQLite checkpoint or a cache entry refreshed by a Cron job meanwhile.
    expect(grown, `the state folder grew by ${grown} bytes over ${READS} reads`).toBeLessThan(256 * 1024);
  });
});
