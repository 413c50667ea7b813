// Values the global setup hands to every browser test file through vitest's provide/inject.
// A file reaches its own server through support/server.ts (thisServer), not through these directly.
import "vitest";
import type { E2eServer } from "./e2e-servers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The servers under test, one per worker slot (VITEST_POOL_ID 1 uses the first). */
    servers: E2eServer[];
    /** ADMIN_TOKEN every server under test was started with (from .dev.vars). */
    adminToken: string;
    /** MARKETING_TOKEN and SALES_TOKEN every server under test was started with (from .dev.vars). */
    roleTokens: { marketing: string; sales: string };
    /** The one build every server serves (its client/ folder holds the prerendered pages). */
    outDir: string;
  }
}
