// Creates .dev.vars with fresh random secrets the first time, so the local Worker has an admin token.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";

/** The Worker refuses a shorter ADMIN_TOKEN (worker/middleware/admin-auth.ts); 24 random bytes give 48 hex. */
const ADMIN_TOKEN_MIN = 32;

/** Writes `.dev.vars` from `.dev.vars.example` with random ADMIN_TOKEN and IP_SALT when it is missing. */
export function ensureDevVars(root: string): void {
  const target = join(root, ".dev.vars");
  if (existsSync(target)) {
    console.log(`local secrets: ${target} (ADMIN_TOKEN is the local admin token)`);
    const token = /^ADMIN_TOKEN=(.*)$/m.exec(readFileSync(target, "utf8"))?.[1]?.trim() ?? "";
    if (token.length < ADMIN_TOKEN_MIN) {
      console.warn(`ADMIN_TOKEN in ${target} is shorter than ${ADMIN_TOKEN_MIN} characters: the admin will answer 401; delete the file to get a new one`);
    }
    return;
  }
  const example = readFileSync(join(root, ".dev.vars.example"), "utf8");
  const filled = example
    .replace(/^ADMIN_TOKEN=.*$/m, `ADMIN_TOKEN=${randomBytes(24).toString("hex")}`)
    .replace(/^IP_SALT=.*$/m, `IP_SALT=${randomBytes(24).toString("hex")}`);
  writeFileSync(target, filled, { mode: 0o600 });
  console.log(`created ${target} with a random local admin token (ADMIN_TOKEN) and IP salt`);
}
