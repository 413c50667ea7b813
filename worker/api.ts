/**
 * The JSON API's routes and request middleware, mounted under /api and /open-api (worker/index.ts),
 * and asked in-process for a page's reads (docs/decisions/0033): a page's data is the /api answer.
 */
import { Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { AppEnv } from "./lib/app-env.ts";
import { CODES, fail } from "./lib/envelope.ts";
import { noStore } from "./middleware/cache-control.ts";
import { d1Session } from "./middleware/d1-session.ts";
import { fastRead } from "./fast-read.ts";
import { language } from "./middleware/language.ts";
import { admin } from "./routes/admin.ts";
import { banners } from "./routes/banners.ts";
import { consultations } from "./routes/consultations.ts";
import { moduleClicks } from "./routes/module-clicks.ts";
import { news } from "./routes/news.ts";
import { products } from "./routes/products.ts";
import { contentPages } from "./routes/content-pages.ts";
import { search } from "./routes/search.ts";
import { site } from "./routes/site.ts";
import { software } from "./routes/software.ts";
import { updateLogs } from "./routes/update-logs.ts";
import { videos } from "./routes/videos.ts";
import { visits } from "./routes/visits.ts";
import { vitals } from "./routes/vitals.ts";

/** The API's routes, without a prefix. */
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
export const apiRoutes = api
  .route("/site", site)
  .route("/banners", banners)
  .route("/news", news)
  .route("/products", products)
  .route("/software", software)
  .route("/videos", videos)
  .route("/update-logs", updateLogs)
  .route("/pages", contentPages)
  .route("/search", search)
  .route("/consultations", consultations)
  .route("/module-clicks", moduleClicks)
  .route("/visits", visits)
  .route("/vitals", vitals)
  .route("/admin", admin);

/** What every API request goes through before its route. */
export const apiMiddleware = [noStore, d1Session, language] as const;

/** The API under /api alone, for the pages' own reads and the contact form's post. */
const pageReads = new Hono<AppEnv>().use("/api/*", ...apiMiddleware).route("/api", apiRoutes);

/**
 * The answer of a public read for a page: the fast path's when it has one, else the routes'. Not kept
 * for the fast path, which answers API clients with the site-wide headers this in-process call lacks.
 */
export async function answerRead(req: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  return fastRead(req, env) ?? answerApi(req, env, ctx);
}

/** An API request answered in-process by the routes, with their middleware (the form posted without the app, pages/lead-form.ts). */
export function answerApi(req: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  return Promise.resolve(pageReads.fetch(req, env, ctx));
}
