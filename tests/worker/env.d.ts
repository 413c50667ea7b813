import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Bearer tokens of the marketing and sales roles (vitest.config.ts). */
      MARKETING_TOKEN: string;
      SALES_TOKEN: string;
    }
  }
}
