/**
 * Admin writes only from the admin's own pages. Under Cloudflare Access the session is a cookie,
 * which a browser also attaches to a request that another site's page starts. Browsers name the
 * request's origin in Sec-Fetch-Site: a POST, PUT, PATCH or DELETE whose header is present and is
 * neither `same-origin` nor `none` (typed in, bookmarked) answers 403 before anything else.
 * Without the header (scripts with the bearer token, browsers older than 2023) it passes: there a
 * cross-site write needs a CORS preflight anyway (JSON content type, X-File-Name, PUT, PATCH,
 * DELETE), and this Worker grants none.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail } from "../lib/envelope.ts";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const OWN = new Set(["same-origin", "none"]);

export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  const site = c.req.header("Sec-Fetch-Site");
  if (site !== undefined && WRITES.has(c.req.method) && !OWN.has(site.trim().toLowerCase())) {
    return fail(c, 403, CODES.forbidden, "forbidden");
  }
  await next();
});
