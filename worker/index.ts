/**
 * The Worker: one Hono app serving the JSON API (under /api and, identically, the older /open-api),
 * R2 files under /files, and the SPA pages. See docs/decisions/0002-0004 for the why.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { apiMiddleware, apiRoutes } from "./api.ts";
import type { AppEnv } from "./lib/app-env.ts";
import { canonicalHost } from "./middleware/canonical-host.ts";
import { CODES, fail } from "./lib/envelope.ts";
import { drainBody } from "./middleware/drain-body.ts";
import { fastRead, rememberRead } from "./fast-read.ts";
import { requestId } from "./middleware/request-id.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { fileSandbox, files } from "./routes/files.ts";
import { LEAD_FORM_PATH } from "../common/lead-form.ts";
import { leadForm } from "./pages/lead-form.ts";
import { pages } from "./pages/routes.ts";
import { queue } from "./queue.ts";
import { scheduled } from "./scheduled.ts";

const API_PREFIXES = ["/api", "/open-api"] as const;

const isApiPath = (path: string) => API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

const app = new Hono<AppEnv>()
  // Outermost, so its sandbox policy is added after the site-wide headers are set.
  .use("/files/*", fileSandbox)
  // Staging and production answer on SITE_ORIGIN's host only (README "Go live").
  .use(requestId, securityHeaders, drainBody, canonicalHost)
  .use("/api/*", ...apiMiddleware)
  .use("/open-api/*", ...apiMiddleware)
  // The admin lives under /api only (CONTRACT "Ops"): a firewall rule on /api/admin/* covers it.
  .all("/open-api/admin", (c) => fail(c, 404, CODES.notFound, "notFound"))
  .all("/open-api/admin/*", (c) => fail(c, 404, CODES.notFound, "notFound"))
  .route("/api", apiRoutes)
  .route("/open-api", apiRoutes)
  .route("/files", files)
  .route(LEAD_FORM_PATH, leadForm)
  .route("/", pages);

app.notFound((c) => {
  if (isApiPath(c.req.path)) return fail(c, 404, CODES.notFound, "notFound");
  return c.text("Not found", 404);
});

app.onError((err, c) => {
  // Hono's own 4xx (e.g. a body that cannot be read) keep their status; never leak details.
  if (err instanceof HTTPException && err.status < 500) {
    if (!isApiPath(c.req.path)) return c.text(err.message, err.status);
    return fail(c, err.status as 400, err.status === 404 ? CODES.notFound : CODES.validation, err.status === 413 ? "tooLarge" : "notJson");
  }
  console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), path: c.req.path, message: String(err), stack: err.stack }));
  if (!isApiPath(c.req.path)) return c.text("Internal Server Error", 500);
  return fail(c, 500, CODES.server, "serverError");
});

/** The app's route types: worker/api-requests-check.ts holds the SPA's calls to them (no hono/client). */
export type AppType = typeof app;
// The queue consumer (lead notifications) and the Cron Trigger jobs run in the same Worker.
// A public read the cache answered before is answered in front of the app (worker/fast-read.ts).
// Typed as app.fetch (env unknown), which tests call with their own vars.
const fetch: typeof app.fetch = async (req, env, ctx) => fastRead(req, env as Env) ?? rememberRead(req, await app.fetch(req, env, ctx));
export default { fetch, queue, scheduled } satisfies ExportedHandler<Env, never>;
