// Starts the production build (`node scripts/start.ts`) on its own port with a fresh local D1/R2
// (mkdtemp) and a private build folder, waits for it, hands its address to the tests, and stops it.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import type { TestProject } from "vitest/node";
import { assertChromium } from "./support/chromium.ts";

const root = new URL("../..", import.meta.url).pathname;
const port = Number(process.env.E2E_PORT ?? 8799);
// The lead webhook receiver the notification tests start (tests/e2e/notifications.test.ts).
const webhookPort = Number(process.env.E2E_WEBHOOK_PORT ?? port + 20);
// The build, migrations and seed have taken over 4 min on a busy 2-core machine shared with other runs.
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertChromium();
  if (!(await portIsFree(port))) {
    throw new Error(`port ${port} is busy; stop whatever listens there or set E2E_PORT to a free port`);
  }
  const stateDir = mkdtempSync(join(tmpdir(), "e2e-state-"));
  const outDir = mkdtempSync(join(tmpdir(), "e2e-dist-"));
  const logDir = join(root, "tests/e2e/out");
  mkdirSync(logDir, { recursive: true });
  const log = join(logDir, "server.log");
  const logStream = createWriteStream(log);
  const bin = join(root, "node_modules/.bin");
  const node = existsSync(join(bin, "node")) ? join(bin, "node") : process.execPath;

  // The server sends lead webhooks to the suite's receiver, signed with a per-run secret, retrying
  // after 1, 2, 4 ... s; scripts/start.ts hands NOTIFY_* from its environment to the Worker.
  const webhook = { url: `http://127.0.0.1:${webhookPort}/hooks/leads`, port: webhookPort, secret: randomBytes(16).toString("hex") };
  // NOTIFY_FROM_ENV_ONLY: channels a developer set in .dev.vars stay out of the suite's server.
  const notify = { NOTIFY_WEBHOOK_URL: webhook.url, NOTIFY_WEBHOOK_SECRET: webhook.secret, NOTIFY_RETRY_BASE_SECONDS: "1", NOTIFY_FROM_ENV_ONLY: "1" };
  const baseUrl = `http://127.0.0.1:${port}`;
  // The site's own origin (every absolute URL the server writes): the address the suite browses.
  const siteOrigin = baseUrl;
  const child = spawn(node, ["scripts/start.ts"], {
    cwd: root,
    detached: true, // own process group, so teardown stops workerd too
    stdio: ["ignore", "pipe", "pipe"],
    // vitest sets NODE_ENV=test, and Vite builds for whatever NODE_ENV says: without this the suite
    // would test React's development build instead of the one visitors get.
    env: {
      ...process.env,
      NODE_ENV: "production",
      ...notify,
      SITE_ORIGIN: siteOrigin,
      PORT: String(port),
      STATE_DIR: stateDir,
      OUT_DIR: outDir,
      PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`,
    },
  });
  child.stdout!.pipe(logStream);
  child.stderr!.pipe(logStream);

  const cleanup = async () => {
    await stop(child);
    logStream.end();
    rmSync(stateDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(child, `${baseUrl}/api/site`, log);
    project.provide("baseUrl", baseUrl);
    project.provide("siteOrigin", siteOrigin);
    const vars = join(root, ".dev.vars");
    project.provide("adminToken", tokenOf(vars, "ADMIN_TOKEN"));
    project.provide("roleTokens", { marketing: tokenOf(vars, "MARKETING_TOKEN"), sales: tokenOf(vars, "SALES_TOKEN") });
    project.provide("webhook", webhook);
    project.provide("outDir", outDir);
    project.provide("stateDir", stateDir);
  } catch (err) {
    await cleanup();
    throw err;
  }
  return cleanup;
}
