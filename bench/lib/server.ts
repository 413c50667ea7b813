// The server under test: a production build (prerendered pages included) in bench/out, a fresh
// migrated and seeded D1/R2 state in a temp dir, served by `wrangler dev` on the built Worker config
// (the same workerd runtime and build output `npm start` previews). See docs/decisions/0007-benchmark.md for why not `npm start`.
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { varArgs } from "../../scripts/start/notify-vars.ts";
import { localWranglerEnv } from "../../scripts/start/wrangler-env.ts";
import { runLogged, startLogged, stopAndWait } from "./child.ts";

export interface BenchServer {
  origin: string;
  distDir: string;
  stateDir: string;
  child: ChildProcess;
}

export interface ServerPaths {
  root: string;
  outDir: string;
  logDir: string;
}

/** The local wrangler environment, always without wrangler's local trace collector (a local-only cost production has not). */
function toolEnv(root: string, stateDir?: string): NodeJS.ProcessEnv {
  return localWranglerEnv(root, {
    ...(stateDir ? { STATE_DIR: stateDir } : {}),
    WRANGLER_HIDE_BANNER: "true", // no banner, and no update check behind it
    X_LOCAL_OBSERVABILITY: "false",
  });
}

/**
 * The production build `npm start` makes (scripts/build.ts) into `<outDir>/dist`. The Cloudflare
 * plugin also points the shared `.wrangler/deploy/config.json` at the last build; it is restored so a
 * concurrent server elsewhere in the checkout keeps serving its own build.
 */
export async function buildSite(paths: ServerPaths): Promise<string> {
  const distDir = join(paths.outDir, "dist");
  const deployConfig = join(paths.root, ".wrangler/deploy/config.json");
  const previous = existsSync(deployConfig) ? readFileSync(deployConfig, "utf8") : undefined;
  try {
    await runLogged("node", ["scripts/build.ts"], join(paths.logDir, "build.log"), { cwd: paths.root, env: { ...toolEnv(paths.root), OUT_DIR: distDir } });
  } finally {
    if (previous !== undefined) writeFileSync(deployConfig, previous);
    else rmSync(deployConfig, { force: true });
  }
  return distDir;
}

/** Applies the migrations and runs the seed loader on a fresh state folder; returns it. */
export async function freshState(paths: ServerPaths): Promise<string> {
  const stateDir = mkdtempSync(join(tmpdir(), "bench-state-"));
  const env = toolEnv(paths.root, stateDir);
  const log = join(paths.logDir, "state.log");
  await runLogged("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], log, { cwd: paths.root, env });
  await runLogged("node", ["seed/load.ts"], log, { cwd: paths.root, env });
  return stateDir;
}

/** The project's wrangler CLI: the one `npm start` serves the built Worker with (scripts/start.ts). */
function projectWrangler(root: string): string {
  const pkgPath = join(root, "node_modules/wrangler/package.json");
  const pkg = JSON.parse(readFileSync(pkgPath, "utf8")) as { bin: Record<string, string> };
  return join(dirname(pkgPath), pkg.bin.wrangler);
}

/**
 * Serves the build on 127.0.0.1:`port` with the local-only rate-limit switch (unless `rateLimits`,
 * as bench/leads.ts runs it: limits on, client addresses rotated) and any extra `vars`
 * (e.g. NOTIFY_* for the leads section). `--var` is needed because wrangler only reads keys from
 * .dev.vars that are declared vars or required secrets.
 */
export async function startServer(
  paths: ServerPaths,
  distDir: string,
  stateDir: string,
  port: number,
  vars: Record<string, string> = {},
  { rateLimits = false }: { rateLimits?: boolean } = {},
): Promise<BenchServer> {
  await assertPortFree(port);
  const workerConfig = join(distDir, "roadsoft_site/wrangler.json");
  if (!existsSync(workerConfig)) throw new Error(`no built Worker config at ${workerConfig}`);
  const child = startLogged(
    process.execPath,
    [
      projectWrangler(paths.root),
      "dev",
      "--config",
      workerConfig,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      stateDir,
      ...(rateLimits ? [] : ["--var", "DISABLE_RATE_LIMIT:1"]),
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn", // no per-request log line: it costs the Worker throughput under load
      ...varArgs(vars),
    ],
    join(paths.logDir, "server.log"),
    { cwd: paths.root, env: toolEnv(paths.root, stateDir) },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(`${origin}/api/site`, 120_000, child);
  return { origin, distDir, stateDir, child };
}

/** Stops the server (its whole process group) and deletes the temp state. */
export async function stopServer(server: BenchServer): Promise<void> {
  await stopAndWait(server.child);
  rmSync(server.stateDir, { recursive: true, force: true });
}

/** Fails fast when something else listens on `port`, so the bench never measures a foreign server. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () => reject(new Error(`port ${port} is in use; the bench needs it`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

async function waitForOk(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (code ${child.exitCode}) before answering ${url}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs / 1000} s`);
}

/** Creates the output and log folders. */
export function prepareOut(paths: ServerPaths): void {
  mkdirSync(paths.logDir, { recursive: true });
}
