// Lead notification settings for a local Worker. NOTIFY_* are optional secrets that wrangler.toml
// cannot declare (a declared var would clash with the production secret of the same name), and
// wrangler only loads .dev.vars keys that are declared; so the local servers pass them with `--var`.
// Sources: the NOTIFY_* and SITE_ORIGIN lines of .dev.vars, then the same keys in the environment
// (which win). SITE_ORIGIN (the admin links' origin) is passed too because `npm start` sets it to
// http://localhost:<PORT> with `--var`, which would hide a .dev.vars line (e.g. a tunnel's origin).
// NOTIFY_FROM_ENV_ONLY=1 skips .dev.vars (the browser suite: its server must message only the
// suite's own receiver).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const isPassed = (key: string) => key.startsWith("NOTIFY_") || key === "SITE_ORIGIN";

/** NOTIFY_* (and SITE_ORIGIN) settings from `<root>/.dev.vars` and `env`. */
export function localNotifyVars(root: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const vars: Record<string, string> = {};
  const file = join(root, ".dev.vars");
  if (env.NOTIFY_FROM_ENV_ONLY !== "1" && existsSync(file)) {
    for (const line of readFileSync(file, "utf8").split("\n")) {
      const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (m && isPassed(m[1]!)) vars[m[1]!] = m[2]!.replace(/^(["'])(.*)\1$/, "$2");
    }
  }
  for (const [key, value] of Object.entries(env)) {
    if (isPassed(key) && key !== "NOTIFY_FROM_ENV_ONLY" && value !== undefined) vars[key] = value;
  }
  return vars;
}

/** `wrangler dev` arguments for `vars` (wrangler splits each at the first colon only). */
export const varArgs = (vars: Record<string, string>): string[] => Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
