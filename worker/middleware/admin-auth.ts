/** Ops routes: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time; no secret, no entry. */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { timingSafeEqualStrings } from "../lib/crypto.ts";
import { CODES, fail } from "../lib/envelope.ts";

export const adminAuth = createMiddleware<AppEnv>(async (c, next) => {
  const secret = c.env.ADMIN_TOKEN;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("Authorization") ?? "");
  if (!secret || !match || !(await timingSafeEqualStrings(match[1]!, secret))) {
    return fail(c, 401, CODES.unauthorized, "unauthorized");
  }
  await next();
});
