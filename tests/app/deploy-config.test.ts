// @vitest-environment node
/// <reference types="node" />
// Issue 32: staging and production cannot deploy without the bot check (Turnstile) and Cloudflare Access.
// `npm run deploy:check` reads wrangler.toml as wrangler resolves it and refuses an environment whose
// `[secrets] required` lacks one of them (or that still declares one as a var, where an empty value
// turns it off); it reads the declaration only, so it passes on a fresh clone without secrets.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// scripts/ belongs to the node project (tsconfig.node.json); computed paths keep it out of this
// project's type check, as start-vars.test.ts does.
interface DeployConfig {
  name?: string;
  vars?: Record<string, unknown>;
  secrets?: { required?: string[] };
}
const configModule = fileURLToPath(new URL("../../scripts/deploy-config.ts", import.meta.url));
const { deployProblems, REQUIRED_SECRETS } = (await import(/* @vite-ignore */ configModule)) as {
  deployProblems: (env: string, config: DeployConfig) => { problems: string[] };
  REQUIRED_SECRETS: Record<string, string>;
};
const wrangler = "wrangler";
const { unstable_readConfig } = (await import(/* @vite-ignore */ wrangler)) as { unstable_readConfig: (o: { config: string; env: string }) => DeployConfig };
const toml = fileURLToPath(new URL("../../wrangler.toml", import.meta.url));

const BOT_AND_ACCESS = ["TURNSTILE_SITE_KEY", "TURNSTILE_SECRET_KEY", "ACCESS_TEAM_DOMAIN", "ACCESS_AUD"];

describe.each(["staging", "production"])("the %s deploy", (env) => {
  const config = unstable_readConfig({ config: toml, env });

  it("requires the Turnstile keys and the Access settings as secrets, and the check passes", () => {
    expect(config.secrets?.required).toEqual(expect.arrayContaining(["ADMIN_TOKEN", "IP_SALT", ...BOT_AND_ACCESS]));
    for (const name of BOT_AND_ACCESS) expect(Object.keys(config.vars ?? {})).not.toContain(name);
    expect(deployProblems(env, config).problems).toEqual([]);
  });

  it.each(BOT_AND_ACCESS)("is refused without %s, and the refusal says where to get it", (name) => {
    const without = { ...config, secrets: { required: config.secrets!.required!.filter((n) => n !== name) } };
    const { problems } = deployProblems(env, without);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toContain(REQUIRED_SECRETS[name]!);
    expect(REQUIRED_SECRETS[name]).toMatch(/Turnstile|Zero Trust/);
  });

  it("is refused when a key is an empty var again (the bot check would ship off)", () => {
    const { problems } = deployProblems(env, { ...config, vars: { ...config.vars, TURNSTILE_SITE_KEY: "" } });
    expect(problems.join("\n")).toMatch(/TURNSTILE_SITE_KEY is a var/);
  });
});

describe("locally", () => {
  it("the bot check and Access stay optional: not required, so `npm start` runs without them", () => {
    const local = unstable_readConfig({ config: toml, env: "" });
    expect(local.secrets?.required).toEqual(["ADMIN_TOKEN", "IP_SALT"]);
  });
});
