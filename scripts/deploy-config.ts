/**
 * What a deployed environment's configuration must be (README "Go live"), as `npm run deploy:check`
 * (scripts/check-deploy-config.ts) checks it for staging and production: reachable on its own custom
 * domains only, and unable to deploy without the bot check on the contact form and Cloudflare Access
 * in front of the admin (issue 32: TURNSTILE_SITE_KEY was empty wherever the site was deployed).
 * Only the declaration is read, never a secret's value.
 */

/**
 * Secrets a deployed environment must have, with where to get each: `wrangler deploy` refuses an
 * environment where a name of `[secrets] required` is not set (`npx wrangler secret put NAME --env <env>`).
 */
export const REQUIRED_SECRETS: Record<string, string> = {
  ADMIN_TOKEN: "the admin's bearer token, 32+ characters (openssl rand -hex 24)",
  IP_SALT: "the key of client IP pseudonyms (openssl rand -hex 24)",
  TURNSTILE_SITE_KEY: "Cloudflare dashboard → Turnstile → add the site's hostname → Site Key",
  TURNSTILE_SECRET_KEY: "Cloudflare dashboard → Turnstile → the site's widget → Secret Key",
  ACCESS_TEAM_DOMAIN: "Zero Trust → Settings → Custom Pages: the team domain <team>.cloudflareaccess.com",
  ACCESS_AUD: "Zero Trust → Access → Applications → the site's admin application → Overview → Application Audience (AUD) Tag",
};

export interface DeployConfig {
  name?: string;
  workers_dev?: boolean;
  preview_urls?: boolean;
  routes?: unknown[];
  vars?: Record<string, unknown>;
  secrets?: { required?: string[] };
}

/** What is wrong with `config` as the deploy of `env` (empty when nothing), and a line saying where it answers. */
export function deployProblems(env: string, config: DeployConfig): { problems: string[]; summary: string } {
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
    if (url.protocol !== "https:" || url.origin !== origin)
      problems.push(`SITE_ORIGIN ${JSON.stringify(origin)} must be an https origin without path or trailing slash`);
  } catch {
    problems.push(`SITE_ORIGIN ${JSON.stringify(origin)} is not a URL`);
  }
  if (host && !domains.includes(host)) problems.push(`SITE_ORIGIN's host ${host} is not one of the custom domains (${domains.join(", ") || "none"})`);
  for (const [name, where] of Object.entries(REQUIRED_SECRETS)) {
    if (!config.secrets?.required?.includes(name)) problems.push(`${name} is not in [secrets] required: ${where}`);
    if (config.vars && name in config.vars)
      problems.push(`${name} is a var: a deploy would not need it set (an empty value turns the check off); make it a required secret (${where})`);
  }
  if (config.vars?.ENVIRONMENT !== env)
    problems.push(
      `vars.ENVIRONMENT is ${JSON.stringify(config.vars?.ENVIRONMENT)}, not "${env}" (the Worker redirects other hosts only when it names a deployed environment)`,
    );
  const summary = `${env} (${config.name}): ${origin} on custom domain(s) ${domains.join(", ") || "none"}; workers.dev ${config.workers_dev === false ? "off" : "ON"}, preview URLs ${config.preview_urls === false ? "off" : "ON"}`;
  return { problems, summary };
}
