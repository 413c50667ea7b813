// Fails when a deployed environment could answer anywhere but its own hostname (README "Go live").
// `wrangler deploy --dry-run` lists bindings and vars but not where the Worker will be reachable, so
// this prints it and checks it, for staging and production as wrangler resolves wrangler.toml (no
// build needed), and for the configuration the last build handed to `wrangler deploy` (the
// .wrangler/deploy redirect, when there is one): workers_dev and preview_urls off, every route a
// custom domain, SITE_ORIGIN an https origin on one of them, ENVIRONMENT naming the environment.
// Run by `npm run deploy:check` (CI) after the dry run.
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { unstable_readConfig } from "wrangler";

const root = resolve(new URL("..", import.meta.url).pathname);
const ENVIRONMENTS = ["staging", "production"] as const;

interface DeployConfig {
  name?: string;
  workers_dev?: boolean;
  preview_urls?: boolean;
  routes?: unknown[];
  vars?: Record<string, unknown>;
}

/** What is wrong with `config` as the deploy of `env` (empty when nothing), and a line saying where it answers. */
function deployProblems(env: string, config: DeployConfig): { problems: string[]; summary: string } {
  const problems: string[] = [];
  if (config.workers_dev !== false) problems.push("workers_dev must be false (production would also answer on *.workers.dev)");
  if (config.preview_urls !== false) problems.push("preview_urls must be false (every version would get a public *.workers.dev preview URL)");
  const routes = config.routes ?? [];
  const domains: string[] = [];
  for (const route of routes) {
    const r = route as { pattern?: unknown; custom_domain?: unknown };
    if (typeof route === "object" && r.custom_domain === true && typeof r.pattern === "string") domains.push(r.pattern);
    else problems.push(`route ${JSON.stringify(route)} is not a custom domain ({ pattern = "host", custom_domain = true })`);
  }
  if (routes.length === 0) problems.push("no custom domain in routes");
  const origin = String(config.vars?.SITE_ORIGIN ?? "");
  let host = "";
  try {
    const url = new URL(origin);
    host = url.host;
    if (url.protocol !== "https:" || url.origin !== origin) problems.push(`SITE_ORIGIN ${JSON.stringify(origin)} must be an https origin without path or trailing slash`);
  } catch {
    problems.push(`SITE_ORIGIN ${JSON.stringify(origin)} is not a URL`);
  }
  if (host && !domains.includes(host)) problems.push(`SITE_ORIGIN's host ${host} is not one of the custom domains (${domains.join(", ") || "none"})`);
  if (config.vars?.ENVIRONMENT !== env) problems.push(`vars.ENVIRONMENT is ${JSON.stringify(config.vars?.ENVIRONMENT)}, not "${env}" (the Worker redirects other hosts only when it names a deployed environment)`);
  const summary = `${env} (${config.name}): ${origin} on custom domain(s) ${domains.join(", ") || "none"}; workers.dev ${config.workers_dev === false ? "off" : "ON"}, preview URLs ${config.preview_urls === false ? "off" : "ON"}`;
  return { problems, summary };
}

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
  console.error("\ncheck-deploy-config: a deployed environment could answer outside its own hostname (README \"Go live\")");
  process.exit(1);
}
console.log("\ncheck-deploy-config: staging and production answer on their custom domains only");
