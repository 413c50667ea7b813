// The environment of every local wrangler run: `npm start` and `npm run dev` (and so the browser
// suite's server), the migrations and seed loader, and the bench's server.
// - CI=1: wrangler stays non-interactive (no migration confirmation prompt).
// - CLOUDFLARE_CF_FETCH_ENABLED=false, WRANGLER_SEND_METRICS=false: no fetch of the real Request.cf
//   data and no telemetry; local runs stay on loopback.
// - X_LOCAL_OBSERVABILITY=false: wrangler's local trace collector is off. When on (wrangler's default),
//   every Worker invocation streams its spans to a collector that writes them to a SQLite store in
//   the state folder (`v3/observability`) with no limit: 270 MB after a few load runs, and about
//   0.3 ms of the runtime's CPU per request, a third of what a cached read costs locally
//   (docs/decisions/0025, amendment of 2026-11-24). Production has no such cost. A developer who wants
//   the local explorer's traces starts with X_LOCAL_OBSERVABILITY=true.
import { delimiter, join } from "node:path";

/** `env` plus the settings above; `overrides` win over both. */
export function localWranglerEnv(root: string, overrides: NodeJS.ProcessEnv = {}, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    CI: "1",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_SEND_METRICS: "false",
    X_LOCAL_OBSERVABILITY: env.X_LOCAL_OBSERVABILITY ?? "false",
    PATH: `${join(root, "node_modules/.bin")}${delimiter}${env.PATH ?? ""}`,
    ...overrides,
  };
}
