// Builds the production site once into a private folder, starts E2E_SERVERS servers on it (default 2;
// `node scripts/start.ts` with SKIP_BUILD=1), each on its own port (E2E_PORT, E2E_PORT+1, ...) with a
// fresh local D1/R2 (mkdtemp) and its own lead webhook port (E2E_PORT+20, +21, ...) and DevTools port (E2E_PORT+40, ...), waits for them,
// hands their addresses to the tests (support/server.ts picks a file's own), and stops them.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import type { TestProject } from "vitest/node";
import { ensureDevVars } from "../../scripts/start/dev-vars.ts";
import { localWranglerEnv } from "../../scripts/start/wrangler-env.ts";
import { assertChromium } from "./support/chromium.ts";
import { e2eServerCount, type E2eServer } from "./support/e2e-servers.ts";

const root = new URL("../..", import.meta.url).pathname;
const port = Number(process.env.E2E_PORT ?? 8799);
// The lead webhook receivers the notification tests start (tests/e2e/notifications.test.ts), one per server.
const webhookPort = Number(process.env.E2E_WEBHOOK_PORT ?? port + 20);
// wrangler's DevTools socket: left to wrangler, servers started side by side could pick the same
// free port (one CI run lost server 2 to "Address already in use (socket direct:1:default)").
const inspectorPort = port + 40;
// The migrations and seed have taken over 4 min on a busy 2-core machine shared with other runs.
const READY_TIMEOUT_MS = 600_000;

function portIsFree(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => probe.close(() => resolve(true)))
      .listen(p, "127.0.0.1");
  });
}

/** A role's bearer token from .dev.vars (`npm start` writes ADMIN_TOKEN, MARKETING_TOKEN and SALES_TOKEN). */
function tokenOf(file: string, name: "ADMIN_TOKEN" | "MARKETING_TOKEN" | "SALES_TOKEN"): string {
  const token = new RegExp(`^${name}=(.*)$`, "m").exec(readFileSync(file, "utf8"))?.[1]?.trim();
  if (!token) throw new Error(`${file} has no ${name} line`);
  // The Worker refuses shorter tokens (every admin call would answer 401).
  if (token.length < 32) throw new Error(`${name} in ${file} is shorter than 32 characters; delete the line and npm start writes a new one`);
  return token;
}

/** Runs the production build into `outDir` (scripts/build.ts), its output into `log`; rejects when it fails. */
function build(outDir: string, log: string): Promise<void> {
  const out = createWriteStream(log);
  // vitest sets NODE_ENV=test, and Vite builds for whatever NODE_ENV says: without this the suite
  // would test React's development build instead of the one visitors get.
  const env = localWranglerEnv(root, { NODE_ENV: "production", OUT_DIR: outDir });
  const child = spawn(nodeBin(), ["scripts/build.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => {
      out.end(() => (code === 0 ? resolve() : reject(new Error(`the production build failed (${signal ?? `exit ${code}`}); see ${log}:\n${tail(log)}`))));
    });
  });
}

/** The project's pinned node (node_modules/.bin/node), else the one running vitest. */
function nodeBin(): string {
  const pinned = join(root, "node_modules/.bin/node");
  return existsSync(pinned) ? pinned : process.execPath;
}

/** Resolves when the server answers /api/site, rejects when the start script exits or time runs out. */
async function waitUntilReady(child: ChildProcess, url: string, log: string): Promise<void> {
  let exited: string | null = null;
  child.once("exit", (code, signal) => {
    exited = signal ?? `exit ${code}`;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`scripts/start.ts stopped (${exited}) before the site was up; see ${log}:\n${tail(log)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the site did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s; see ${log}:\n${tail(log)}`);
}

function tail(file: string): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-40).join("\n");
  } catch {
    return "(no log)";
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        /* already gone */
      }
    };
    const force = setTimeout(() => kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    kill("SIGTERM"); // the whole process group: start script, wrangler dev, workerd
  });
}

interface Started {
  server: E2eServer;
  child: ChildProcess;
  done: Promise<void>;
}

/** Starts server `i` on the build in `outDir` with its own state folder; `done` settles when it answers. */
function startServer(i: number, outDir: string, logDir: string, secret: string): Started {
  const serverPort = port + i;
  const stateDir = mkdtempSync(join(tmpdir(), "e2e-state-"));
  const log = join(logDir, `server-${i + 1}.log`);
  const logStream = createWriteStream(log);
  const bin = join(root, "node_modules/.bin");
  // The server sends lead webhooks to its files' receiver, signed with a per-run secret, retrying
  // after 1, 2, 4 ... s; scripts/start.ts hands NOTIFY_* from its environment to the Worker.
  const hookPort = webhookPort + i;
  const webhook = { url: `http://127.0.0.1:${hookPort}/hooks/leads`, port: hookPort, secret };
  // NOTIFY_FROM_ENV_ONLY: channels a developer set in .dev.vars stay out of the suite's servers.
  const notify = { NOTIFY_WEBHOOK_URL: webhook.url, NOTIFY_WEBHOOK_SECRET: webhook.secret, NOTIFY_RETRY_BASE_SECONDS: "1", NOTIFY_FROM_ENV_ONLY: "1" };
  const baseUrl = `http://127.0.0.1:${serverPort}`;
  const child = spawn(nodeBin(), ["scripts/start.ts"], {
    cwd: root,
    detached: true, // own process group, so teardown stops workerd too
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      ...notify,
      // The site's own origin (every absolute URL the server writes): the address the suite browses.
      SITE_ORIGIN: baseUrl,
      PORT: String(serverPort),
      STATE_DIR: stateDir,
      OUT_DIR: outDir,
      SKIP_BUILD: "1",
      INSPECTOR_PORT: String(inspectorPort + i),
      PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`,
    },
  });
  child.stdout!.pipe(logStream);
  child.stderr!.pipe(logStream);
  const server: E2eServer = { baseUrl, siteOrigin: baseUrl, webhook, stateDir };
  const done = waitUntilReady(child, `${baseUrl}/api/site`, log);
  child.once("exit", () => logStream.end());
  return { server, child, done };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertChromium();
  const count = e2eServerCount();
  for (let i = 0; i < count; i++) {
    for (const p of [port + i, webhookPort + i, inspectorPort + i]) {
      if (!(await portIsFree(p))) {
        throw new Error(
          `port ${p} is busy; stop whatever listens there or set E2E_PORT to a free port (the suite uses E2E_PORT..+${count - 1} E2E_PORT+20..+${20 + count - 1} and E2E_PORT+40..+${40 + count - 1})`,
        );
      }
    }
  }
  const logDir = join(root, "tests/e2e/out");
  mkdirSync(logDir, { recursive: true });
  // Once, before the servers start side by side: a fresh clone has no .dev.vars yet.
  ensureDevVars(root);
  const outDir = mkdtempSync(join(tmpdir(), "e2e-dist-"));
  const started: Started[] = [];
  const cleanup = async () => {
    await Promise.all(started.map((s) => stop(s.child)));
    for (const s of started) rmSync(s.server.stateDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    const t0 = performance.now();
    await build(outDir, join(logDir, "build.log"));
    const t1 = performance.now();
    const secret = randomBytes(16).toString("hex");
    for (let i = 0; i < count; i++) started.push(startServer(i, outDir, logDir, secret));
    await Promise.all(started.map((s) => s.done));
    console.log(
      `e2e: built in ${((t1 - t0) / 1000).toFixed(1)} s; ${count} server(s) up in ${((performance.now() - t1) / 1000).toFixed(1)} s on ${started.map((s) => s.server.baseUrl).join(", ")}`,
    );
    project.provide(
      "servers",
      started.map((s) => s.server),
    );
    const vars = join(root, ".dev.vars");
    project.provide("adminToken", tokenOf(vars, "ADMIN_TOKEN"));
    project.provide("roleTokens", { marketing: tokenOf(vars, "MARKETING_TOKEN"), sales: tokenOf(vars, "SALES_TOKEN") });
    project.provide("outDir", outDir);
  } catch (err) {
    await cleanup();
    throw err;
  }
  return cleanup;
}
