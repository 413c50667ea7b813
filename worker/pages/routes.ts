/**
 * Everything that is not /api, /open-api or /files. This folder serves the pages: this file decides
 * and answers, page-language.ts negotiates the language, page-data.ts reads a page's data and
 * renders it, seo.ts answers robots.txt and sitemap.xml, feed.ts the news feed. A route of the route
 * table gets its page in the negotiated language (docs/decisions/0008, 0033) with 200; any
 * other path is offered to the assets first (/search, which runs a full-text query, is rate-limited like
 * visits) (real files, and Vite's own modules under `npm run
 * dev`) and otherwise gets the not-found page with 404.
 */
import { Hono, type Context } from "hono";
import type { PageShell } from "../../common/page-document.ts";
import { idOf, pageLocation } from "../../common/page-address.ts";
import { NOT_FOUND_PATH, PRERENDER_DIR, prerenderedPath, SHELL_FILE } from "../../common/prerendered-path.ts";
import { HOME_PATH, isDetailPage, LANDING_SHELL_PATH, matchRoute, pathOf, type PageKey } from "../../common/route-table.ts";
import { HTML_LANG } from "../../common/languages.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { siteOrigin } from "../lib/site-origin.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { pageLanguage } from "./page-language.ts";
import { seo } from "./seo.ts";
import { feed } from "./feed.ts";
import { executionContext, pageData, pageExtras, type ReadOverlay, pageHtml } from "./page-data.ts";
import { CONTENT_SPECS } from "../admin/content-specs.ts";
import { getContentRow } from "../db/admin-content.ts";
import { getPending } from "../db/pending.ts";
import { PREVIEW_PARAM, previewTarget } from "../preview/links.ts";
import { OVERLAYS, type Version } from "../preview/versions.ts";
import { acceptsBrotli, clientAcceptEncoding, precompressedPage } from "../lib/precompressed-pages.ts";
import type { Lang } from "../schemas/common.ts";
import type { TypedPageValue } from "../schemas/api-requests.ts";

const RESERVED = /^\/(api|open-api|files)(\/|$)/;
const HIDDEN = new RegExp(`^/${PRERENDER_DIR}(/|$)`);
/** The admin app's own client-side routes, all answered with its shell. */
const ADMIN = /^\/admin(\.html|\/.*)?$/;

// Under `npm run dev` Vite's proxy decodes what it relays; pages there go out as the app made them.
const PRECOMPRESS = import.meta.env?.MODE !== "development";

/** The page's files, as the build wrote them beside its prerendered file; null where there are none (the dev server). */
async function pageShell(c: Context<AppEnv>, lang: Lang, routePath: string): Promise<PageShell | null> {
  const res = await c.env.ASSETS.fetch(new Request(new URL(`${prerenderedPath(lang, routePath)}${SHELL_FILE}`, c.req.url), { method: "GET" }));
  return res.status === 200 && (res.headers.get("Content-Type") ?? "").startsWith("application/json") ? ((await res.json()) as PageShell) : null;
}

/**
 * Serve a page in the negotiated language, rendered with its data for this address, with `status`;
 * for a preview link (worker/preview/) with the version under review in its data, never indexed or kept.
 */
async function servePage(c: Context<AppEnv>, key: PageKey | "notFound", routePath: string, status: 200 | 404, overlay?: ReadOverlay): Promise<Response> {
  const lang = pageLanguage(c);
  const url = new URL(c.req.url);
  const id = key !== "notFound" && isDetailPage(key) ? idOf(url.searchParams) : undefined;
  // The not-found page renders at its own path, so unknown addresses share one render; any other page
  // at its path with the parameters pages read (utm_* and unknown ones would each make a render).
  const location = key === "notFound" ? routePath : pageLocation(url.pathname, url.searchParams);
  // A landing page loads the files the build kept for all of them (it has no prerendered page of its own).
  const shellPath = key === "landing" ? LANDING_SHELL_PATH : routePath;
  const [shell, answered] = await Promise.all([pageShell(c, lang, shellPath), pageData(c, key, location, lang, overlay)]);
  // A landing page that is not public is no page: the site's not-found page, 404.
  if (answered === "missing" && key === "landing") return servePage(c, "notFound", NOT_FOUND_PATH, 404);
  // An unknown news id is a missing page for crawlers too (the page itself says so).
  if (answered === "missing") status = 404;
  const data = answered === "missing" ? null : answered;
  // The development server has no prerendered pages: its shell, and the app renders in the browser.
  if (!shell)
    return new Response((await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url)))).body, {
      status,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  // The site's own address, never the host asked (README "Go live"): no other host gets indexed.
  const origin = siteOrigin(c.env, url);
  const page = { key, location, lang, origin, urlLang: c.req.query("lang") === "en" ? ("en" as const) : ("zh" as const), id, shell };
  // Reads failed: the page's seeded copy, as the build prerendered it, at this address (decision 0040).
  const value = data ?? (status === 200 ? (shell.seeded as TypedPageValue | undefined) : undefined);
  const rendered = pageHtml(value ? { ...page, value, extras: pageExtras({ ...page, path: routePath }, value) } : page, !overlay).catch(
    async (err: unknown) => {
      // The renderer itself failing: the page as the build prerendered it (its addresses the build's own).
      console.error(JSON.stringify({ level: "error", message: "page render failed", location, error: String(err) }));
      return (await c.env.ASSETS.fetch(new Request(new URL(prerenderedPath(lang, shellPath), c.req.url)))).text();
    },
  );
  if (overlay) return previewAnswer(c, noindex(await rendered), status, lang);
  const html = await rendered;
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Language": HTML_LANG[lang],
    // The same address answers in the visitor's language (and encoding): caches must key on what decided it.
    Vary: "Cookie, Accept-Language, Accept-Encoding",
    "Cache-Control": "no-cache",
  };
  const brotli = PRECOMPRESS && acceptsBrotli(clientAcceptEncoding(c.req.raw)) ? await precompressedPage(html, executionContext(c)) : undefined;
  if (brotli) return new Response(brotli, { status, headers: { ...headers, "Content-Encoding": "br" }, encodeBody: "manual" });
  return c.body(html, status, headers);
}

/** The document with `<meta name="robots" content="noindex">` first in its head. */
const noindex = (html: string) => html.replace(/<head([^>]*)>/i, `<head$1><meta name="robots" content="noindex">`);

/** A preview link's answer (or its 404): for its one visitor, never indexed, never kept by a cache or a CDN. */
function previewAnswer(c: Context<AppEnv>, html: string, status: 200 | 404, lang: Lang): Response {
  return c.body(html, status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Language": HTML_LANG[lang],
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
    Vary: "Cookie, Accept-Language, Accept-Encoding",
  });
}

/**
 * A page asked for with a preview link (`?preview_link=`, CONTRACT "Review before publish"): the
 * item's version under review on the page `key`, when the link is valid (signed, not revoked, not
 * expired) and names an item that page shows; else the not-found page with 404, never indexed.
 */
async function servePreview(c: Context<AppEnv>, key: PageKey, routePath: string, token: string): Promise<Response> {
  const db = c.env.DB;
  const target = await previewTarget(db, c.env.IP_SALT, token);
  const spec = target && CONTENT_SPECS[target.resource];
  const row = spec && (await getContentRow(db, spec, target.itemId));
  const overlay = spec && OVERLAYS[spec.resource];
  if (!spec || !row || !overlay) return previewNotFound(c);
  const pending = await getPending(db, spec, target.itemId);
  const version = { ...(spec.toItem(row) as Version), ...pending?.input } as Version;
  // The link opens the page that shows the item (its address without the token).
  const address = new URL(overlay.address(version), c.req.url);
  const asked = new URL(c.req.url).searchParams;
  if (address.pathname !== routePath || [...address.searchParams].some(([k, v]) => asked.get(k) !== v)) return previewNotFound(c);
  return servePage(c, key, routePath, 200, (k, found) => overlay.answer(db, k, found, version, pageLanguage(c)));
}

/** The not-found page as a preview answers it (404, never indexed or kept). */
const previewNotFound = (c: Context<AppEnv>) => servePage(c, "notFound", NOT_FOUND_PATH, 404, async (_k, found) => found);

/**
 * A file the assets binding really has. In SPA mode the binding answers unknown paths with
 * index.html, so an HTML answer for a non-HTML name means "no such file".
 */
async function asset(c: Context<AppEnv>): Promise<Response | null> {
  const res = await c.env.ASSETS.fetch(new Request(c.req.url, { method: c.req.method, headers: c.req.raw.headers }));
  const html = (res.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (res.status === 404 || (html && !/\.html?$/i.test(new URL(c.req.url).pathname))) return null;
  return new Response(res.body, res);
}

/**
 * The admin shell (admin.html, a separate build entry) for /admin and every path under it: never
 * indexed, never cached stale, and no data in it (the API checks who may read). The asset server
 * maps "/admin" to admin.html.
 */
async function serveAdmin(c: Context<AppEnv>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(new Request(new URL("/admin", c.req.url), { method: "GET" }));
  return new Response(res.body, {
    status: res.ok ? 200 : res.status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", "X-Robots-Tag": "noindex" },
  });
}

export const pages = new Hono<AppEnv>()
  .route("/", seo)
  .route("/", feed)
  .use(pathOf("search"), rateLimit("event"))
  .get("*", async (c) => {
    const url = new URL(c.req.url);
    if (RESERVED.test(url.pathname)) return c.notFound();
    if (url.pathname === "/") return c.redirect(`${HOME_PATH}${url.search}`, 302);
    // The prerendered files are served under their pages' own addresses only.
    if (HIDDEN.test(url.pathname)) return servePage(c, "notFound", NOT_FOUND_PATH, 404);
    if (ADMIN.test(url.pathname)) return serveAdmin(c);
    const route = matchRoute(url.pathname);
    const preview = url.searchParams.get(PREVIEW_PARAM);
    if (route && preview !== null) return servePreview(c, route.key, route.path, preview);
    if (route) return servePage(c, route.key, route.path, 200);
    return (await asset(c)) ?? servePage(c, "notFound", NOT_FOUND_PATH, 404);
  });
