// How many servers the browser suite starts, and what it hands over of each; shared by the global
// setup, vitest.config.ts (as many files at once) and support/server.ts, so it imports nothing of vitest.

/** One server under test, as the global setup hands it over (ProvidedContext `servers`). */
export interface E2eServer {
  /** Origin of the production build under test, e.g. http://127.0.0.1:8799. */
  baseUrl: string;
  /** SITE_ORIGIN the server was started with: canonical, sitemap and feed URLs are on it. */
  siteOrigin: string;
  /** Where the server sends lead webhooks (the file's own receiver port), and their signing secret. */
  webhook: { url: string; port: number; secret: string };
  /** The local D1/R2/cache state the server persists to (its --persist-to folder). */
  stateDir: string;
}

/** How many servers (and files at once) the suite runs: E2E_SERVERS, default 2. */
export function e2eServerCount(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.E2E_SERVERS ?? 2);
  if (!Number.isInteger(n) || n < 1 || n > 8) throw new Error(`E2E_SERVERS must be a whole number from 1 to 8, not ${env.E2E_SERVERS}`);
  return n;
}
