/**
 * The Worker: one Hono app serving the JSON API (under /api and, identically, the older /open-api),
 * R2 files under /files, and the SPA pages. See docs/decisions/0002-0004 for the why.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { AppEnv } from "./lib/app-env.ts";
import { canonicalHost } from "./middleware/canonical-host.ts";
import { CODES, fail } from "./lib/envelope.ts";
import { noStore } from "./middleware/cache-control.ts";
import { d1Session } from "./middleware/d1-session.ts";
import { drainBody } from "./middleware/drain-body.ts";
import { fastRead, rememberRead } from "./fast-read.ts";
import { language } from "./middleware/language.ts";
import { requestId } from "./middleware/request-id.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { admin } from "./routes/admin.ts";
import { banners } from "./routes/banners.ts";
import { consultations } from "./routes/consultations.ts";
import { fileSandbox, files } from "./routes/files.ts";
import { moduleClicks } from "./routes/module-clicks.ts";
import { news } from "./routes/news.ts";
import { pages } from "./pages/routes.ts";
import { products } from "./routes/products.ts";
import { search } from "./routes/search.ts";
import { site } from "./routes/site.ts";
import { software } from "./routes/software.ts";
import { updateLogs } from "./routes/update-logs.ts";
import { videos } from "./routes/videos.ts";
import { visits } from "./routes/visits.ts";
import { vitals } from "./routes/vitals.ts";
import { queue } from "./queue.ts";
import { scheduled } from "./scheduled.ts";

const API_PREFIXES = ["/api", "/open-api"] as const;

const isApiPath = (path: string) => API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

/** The JSON API, mounted twice below. */
const api = new Hono<AppEnv>();
api.use(
  methodNotAllowed({
    app: api,
    onMethodNotAllowed: (c, methods) => {
      const res = fail(c, 405, CODES.methodNotAllowed, "methodNotAllowed");
      res.headers.set("Allow", methods.join(", "));
      return res;
    },
  }),
);
const routes = api
  .route("/site", site)
  .route("/banners", banners)
  .route("/news", news)
  .route("/products", products)
  .route("/software", software)
  .route("/videos", videos)
  .route("/update-logs", updateLogs)
  .route("/search", search)
  .route("/consultations", consultations)
  .route("/module-clicks", moduleClicks)
  .route("/visits", visits)
  .route("/vitals", vitals)
  .route("/admin", admin);

const app = new Hono<AppEnv>()
  // Outermost, so its sandbox policy is added after the site-wide headers are set.
  .use("/files/*", fileSandbox)
  // Staging and production answer on SITE_ORIGIN's host only (README "Go live").
  .use(requestId, securityHeaders, drainBody, canonicalHost)
  .use("/api/*", noStore, d1Session, language)
  .use("/open-api/*", noStore, d1Session, language)
  // The admin lives under /api only (CONTRACT "Ops"): a firewall rule on /api/admin/* covers it.
  .all("/open-api/admin", (c) => fail(c, 404, CODES.notFound, "notFound"))
  .all("/open-api/admin/*", (c) => fail(c, 404, CODES.notFound, "notFound"))
  .route("/api", routes)
  .route("/open-api", routes)
  .route("/files", files)
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
