// The one production build (`npm run build`, `npm start`, the bench): client bundle and Worker, the
// server bundle of the app, then every page prerendered into the client build (docs/decisions/0008).
// Env: OUT_DIR (default dist) for a separate build folder, so the browser suite and the bench never
// touch a shared dist/.
import { delimiter, resolve } from "node:path";
import { run } from "./start/process.ts";

const root = resolve(new URL("..", import.meta.url).pathname);
const outDir = resolve(root, process.env.OUT_DIR ?? "dist");
const env = { ...process.env, PATH: `${resolve(root, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}` };
const outDirArgs = process.env.OUT_DIR ? ["--outDir", outDir, "--emptyOutDir"] : [];
const prerenderEnv = { ...env, SSR_OUT_DIR: resolve(outDir, "ssr"), CLIENT_DIR: resolve(outDir, "client") };

await run("vite", ["build", ...outDirArgs], { cwd: root, env });
// The admin (/admin) is its own build into the same client folder, after the main one emptied it.
await run("vite", ["build", "--config", "vite.admin.config.ts"], { cwd: root, env });
await run("vite", ["build", "--config", "vite.ssr.config.ts"], { cwd: root, env: prerenderEnv });
await run("node", ["scripts/prerender.ts"], { cwd: root, env: prerenderEnv });
