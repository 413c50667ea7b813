// `npm start`: production build served by `wrangler dev` on the built Worker (workerd, as the bench
// serves it, with the lead notification queue and its consumer; Cron Triggers by hand through
// /cdn-cgi/handler/scheduled), on a migrated and seeded local D1/R2. `npm run dev` (--dev): the same
// data set-up with `vite dev` (hot reload) instead of build + serve.
// Env: PORT (default 8787), STATE_DIR (default .wrangler/state) for a separate local D1/R2,
// OUT_DIR (default dist) for a separate build, so the browser tests never touch a shared dist/;
// SKIP_BUILD=1 serves the build already in OUT_DIR (the browser suite builds once for all its servers);
// SITE_ORIGIN (default http://localhost:<PORT>; a .dev.vars line or the environment overrides it);
// INSPECTOR_PORT for wrangler's DevTools socket (default: 9229 or a free one, which two servers
// started at once can both pick: the browser suite gives each server its own);
// X_LOCAL_OBSERVABILITY=true keeps wrangler's local trace collector on (off by default: start/wrangler-env.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { ensureDevVars, localRoleTokens } from "./start/dev-vars.ts";
import { localNotifyVars, varArgs } from "./start/notify-vars.ts";
import { run, waitForHttp } from "./start/process.ts";
import { localWranglerEnv } from "./start/wrangler-env.ts";

const root = new URL("..", import.meta.url).pathname;
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 8787);
const stateDir = resolve(root, process.env.STATE_DIR ?? ".wrangler/state");
const env = localWranglerEnv(root, { PORT: String(port), STATE_DIR: stateDir });
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

ensureDevVars(root);
// The production build, prerendered pages included (scripts/build.ts, honouring OUT_DIR).
if (!dev && process.env.SKIP_BUILD !== "1") await run("node", ["scripts/build.ts"], { cwd: root, env });
await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], { cwd: root, env });
await run("node", ["seed/load.ts"], { cwd: root, env });

// Not `vite preview`: its proxy in front of workerd answered 500 "fetch failed" on kept-alive
// connections after oversized request bodies; wrangler dev serves workerd directly (docs/decisions/0012).
const listen = ["--port", String(port), "--host", "127.0.0.1"];
const builtConfig = resolve(root, process.env.OUT_DIR ?? "dist", "roadsoft_site/wrangler.json");
const notifyVars = { SITE_ORIGIN: `http://localhost:${port}`, ...localNotifyVars(root) };
const server: ChildProcess = dev
  ? spawn("vite", ["dev", ...listen, "--strictPort"], { cwd: root, env, stdio: "inherit" })
  : spawn(
      "wrangler",
      [
        "dev",
        "--config",
        builtConfig,
        "--ip",
        "127.0.0.1",
        "--port",
        String(port),
        "--persist-to",
        stateDir,
        "--show-interactive-dev-session=false",
        ...(process.env.INSPECTOR_PORT ? ["--inspector-port", process.env.INSPECTOR_PORT] : []),
        ...varArgs({ ...notifyVars, ...localRoleTokens(root) }),
      ],
      { cwd: root, env, stdio: "inherit" },
    );
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

await waitForHttp(`http://127.0.0.1:${port}/api/site`, 120_000);
console.log(`\n  ready on http://localhost:${port}  (${dev ? "dev" : "production build"}, state ${stateDir}, ${elapsed()})\n`);
