import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { e2eServerCount } from "./tests/e2e/support/e2e-servers.ts";

export default defineConfig({
  test: {
    // Files at once: vitest's default on a 2-core machine is 1 (cores - 1), and the worker tests spend
    // much of their time in workerd, a process of its own: 2 halves `npm test` (12.8 -> 6.4 min).
    // The browser suite sets its own (E2E_SERVERS, below).
    maxWorkers: 2,
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./seed/migrations"),
                ADMIN_TOKEN: "test-admin-token-0123456789abcdef",
                MARKETING_TOKEN: "test-marketing-token-0123456789abcdef",
                SALES_TOKEN: "test-sales-token-0123456789abcdef",
                IP_SALT: "test-salt",
                // Tests change rows between reads; the in-memory read cache has its own tests.
                API_CACHE_SECONDS: "0",
                // The site's own origin in tests; requests go to other hosts (https://example.com) on purpose.
                SITE_ORIGIN: "https://www.example.com",
              },
            },
          })),
        ],
        // Seed files a test bundles with `?inline` (tests/worker/seed-fixture.ts); .zip is no asset type of Vite's own.
        assetsInclude: ["seed/files/**/*.zip"],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          // Some tests post hundreds of requests or stream large uploads: 5 s (the default) is short on a busy 2-core box.
          testTimeout: 30_000,
          setupFiles: ["tests/worker/apply-migrations.ts"],
          // Every test file starts its own workerd and loads the Worker's whole module graph into it, one
          // module at a time from Vite (each dependency's hundreds of files too): 4-7 s a file before its first
          // test. Bundled once per run by Vite's dependency optimizer, a dependency is a few modules. Only the
          // listed imports are bundled (Vitest turns discovery off); one not listed still loads, file by file.
          deps: {
            optimizer: {
              ssr: {
                enabled: true,
                include: [
                  "hono",
                  "hono/body-limit",
                  "hono/combine",
                  "hono/cookie",
                  "hono/factory",
                  "hono/http-exception",
                  "hono/method-not-allowed",
                  "hono/request-id",
                  "hono/secure-headers",
                  "hono/utils/http-status",
                  "@hono/zod-validator",
                  "zod",
                  "jose",
                  "xss",
                  "marked",
                  "ipaddr.js",
                  "standardwebhooks",
                  "react",
                  "react/jsx-runtime",
                  "react-dom/static",
                  "react-router",
                ],
              },
            },
          },
        },
      },
      {
        plugins: [react()],
        test: {
          name: "app",
          include: ["tests/app/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/app/support/setup.ts"],
          // A whole form rendered and typed into in jsdom takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          // Builds the production site once and starts E2E_SERVERS servers on it (E2E_PORT, +1, ...), each
          // with a fresh D1/R2; stops them afterwards.
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The browser waits for the app, not for fixed delays; 1 s (the default) is short on a busy 2-core box.
          expect: { poll: { timeout: 8_000 } },
          // As many files at once as servers: a file uses the server of its worker slot (support/server.ts),
          // so no two files running at the same time share a D1 or a port (docs/decisions/0058).
          maxWorkers: e2eServerCount(),
        },
      },
    ],
  },
});
