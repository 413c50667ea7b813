// Fails when a deployed environment could answer anywhere but its own hostname (README "Go live").
// `wrangler deploy --dry-run` lists bindings and vars but not where the Worker will be reachable, so
// this prints it and checks it, for staging and production as wrangler resolves wrangler.toml (no
// build needed), and for the configuration the last build handed to `wrangler deploy` (the
// .wrangler/deploy redirect, when there is one): workers_dev and preview_urls off, every route a
// custom domain, SITE_ORIGIN an https origin on one of them, ENVIRONMENT naming the environment; and
// the bot check and Cloudflare Access required as secrets (scripts/deploy-config.ts: declared in
// `[secrets] required`, so `wrangler deploy` refuses an environment where one is not set; this check
// reads the declaration, never a secret's value, so it passes on a fresh clone without secrets).
// Run by `npm run deploy:check` (CI) after the dry run.
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { unstable_readConfig } from "wrangler";
import { type DeployConfig, deployProblems } from "./deploy-config.ts";

const root = resolve(new URL("..", import.meta.url).pathname);
const ENVIRONMENTS = ["staging", "production"] as const;

/** The configuration `wrangler deploy` would use after the last build (the Vite plugin's redirect), if any. */
function builtConfig(): DeployConfig | undefined {
  const redirect = resolve(root, ".wrangler/deploy/config.json");
  if (!existsSync(redirect)) return undefined;
  const { configPath } = JSON.parse(readFileSync(redirect, "utf8")) as { configPath: string };
  // A build into a temporary OUT_DIR (the browser suite) may be gone already.
  const file = resolve(dirname(redirect), configPath);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as DeployConfig) : undefined;
}

let failed = false;
const report = (label: string, env: string, config: DeployConfig) => {
  const { problems, summary } = deployProblems(env, config);
  console.log(`${label}${summary}`);
  for (const p of problems) console.error(`  ${p}`);
  failed ||= problems.length > 0;
};
for (const env of ENVIRONMENTS) report("wrangler.toml ", env, unstable_readConfig({ config: resolve(root, "wrangler.toml"), env }));
const built = builtConfig();
const builtEnv = String(built?.vars?.ENVIRONMENT);
// A local build (no CLOUDFLARE_ENV) is never deployed: nothing to check.
if (built && (ENVIRONMENTS as readonly string[]).includes(builtEnv)) report("built        ", builtEnv, built);
if (failed) {
  console.error(
    '\ncheck-deploy-config: a deployed environment could answer outside its own hostname, or deploy without its bot check or Access (README "Go live")',
  );
  process.exit(1);
}
console.log("\ncheck-deploy-config: staging and production answer on their custom domains only, with Turnstile and Access required");
