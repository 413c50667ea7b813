// Creates .dev.vars with fresh random secrets the first time, so the local Worker has its admin tokens;
// a .dev.vars from before the roles gains the marketing and sales tokens (CONTRACT "Roles").
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";

/** The Worker refuses a shorter token (worker/middleware/admin-auth.ts); 24 random bytes give 48 hex. */
const ADMIN_TOKEN_MIN = 32;

/** The bearer token of each role, as .dev.vars names it. */
export const ROLE_TOKENS = ["ADMIN_TOKEN", "MARKETING_TOKEN", "SALES_TOKEN"] as const;

const secret = () => randomBytes(24).toString("hex");
const lineOf = (text: string, name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1]?.trim();

/**
 * Writes `.dev.vars` from `.dev.vars.example` with random tokens and IP_SALT when it is missing; adds a
 * random MARKETING_TOKEN and SALES_TOKEN to one that lacks them (nothing else in it changes).
 */
export function ensureDevVars(root: string): void {
  const target = join(root, ".dev.vars");
  if (existsSync(target)) {
    const text = readFileSync(target, "utf8");
    const missing = ROLE_TOKENS.filter((name) => name !== "ADMIN_TOKEN" && lineOf(text, name) === undefined);
    if (missing.length > 0) {
      appendFileSync(target, `${text.endsWith("\n") || text === "" ? "" : "\n"}${missing.map((name) => `${name}=${secret()}\n`).join("")}`);
      console.log(`added ${missing.join(" and ")} to ${target}`);
    }
    console.log(`local secrets: ${target} (ADMIN_TOKEN, MARKETING_TOKEN and SALES_TOKEN sign in to the admin as those roles)`);
    for (const name of ROLE_TOKENS) {
      if ((lineOf(readFileSync(target, "utf8"), name) ?? "").length < ADMIN_TOKEN_MIN) {
        console.warn(`${name} in ${target} is shorter than ${ADMIN_TOKEN_MIN} characters: the admin will answer 401 to it; delete the line to get a new one`);
      }
    }
    return;
  }
  let filled = readFileSync(join(root, ".dev.vars.example"), "utf8");
  for (const name of [...ROLE_TOKENS, "IP_SALT"]) filled = filled.replace(new RegExp(`^${name}=.*$`, "m"), `${name}=${secret()}`);
  writeFileSync(target, filled, { mode: 0o600 });
  console.log(`created ${target} with random local admin tokens (ADMIN_TOKEN, MARKETING_TOKEN, SALES_TOKEN) and IP salt`);
}

/**
 * MARKETING_TOKEN and SALES_TOKEN from `<root>/.dev.vars`, for `wrangler dev --var`: they are optional
 * secrets wrangler.toml does not declare (production signs in through Access), and wrangler loads only
 * the declared keys of .dev.vars. ADMIN_TOKEN is declared and loaded by wrangler itself.
 */
export function localRoleTokens(root: string): Record<string, string> {
  const file = join(root, ".dev.vars");
  if (!existsSync(file)) return {};
  const text = readFileSync(file, "utf8");
  const tokens: Record<string, string> = {};
  for (const name of ROLE_TOKENS) {
    const value = lineOf(text, name);
    if (name !== "ADMIN_TOKEN" && value) tokens[name] = value;
  }
  return tokens;
}
