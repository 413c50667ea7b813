// Which of the suite's servers a test file talks to. The global setup starts E2E_SERVERS servers (2 by
// default) from one build, each with its own D1/R2 state, port and webhook receiver port; vitest runs as
// many files at once, and a file uses the server of its worker slot (VITEST_POOL_ID, 1..E2E_SERVERS),
// which no other file running at the same time holds.
import { inject } from "vitest";
import type { E2eServer } from "./e2e-servers.ts";

/** The server of the running test file's worker slot. */
export function thisServer(): E2eServer {
  const servers = inject("servers");
  const slot = Number(process.env.VITEST_POOL_ID ?? 1);
  const server = servers[slot - 1];
  if (!server)
    throw new Error(
      `no server for worker slot ${slot} (the global setup started ${servers.length}); vitest's maxWorkers for the e2e project must equal E2E_SERVERS`,
    );
  return server;
}
