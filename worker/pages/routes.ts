/**
 * Everything that is not /api, /open-api or /files. This folder serves the pages: this file decides
 * and answers, page-language.ts negotiates the language, localise-page.ts personalises the
 * prerendered HTML, seo.ts answers robots.txt and sitemap.xml, feed.ts the news feed. A route of the route
 * table gets its prerendered HTML in the negotiated language (docs/decisions/0008) with 200; any
 * other path is offered to the assets first (real files, and Vite's own modules under `npm run
 * dev`) and otherwise gets the not-found page with 404.
 */
import { Hono, type Context } from "hono";
import { NOT_FOUND_PATH, PRERENDER_DIR, prerenderedPath } from "../../common/prerendered-path.ts";
import { HOME_PATH, isDetailPage, matchRoute, type PageKey } from "../../common/route-table.ts";
import { HTML_LANG } from "../../common/languages.ts";
import { firstBannerPicture, newsHeadline } from "../db/seo.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { siteOrigin } from "../lib/site-origin.ts";
import { pageLanguage } from "./page-language.ts";
import { seo } from "./seo.ts";
import { feed } from "./feed.ts";
import { localisePage, type Headline } from "./localise-page.ts";
import { executionContext, renderWithData, withPageData } from "./render-with-data.ts";
import { newsShareImage, type ShareImage } from "./share-image.ts";
import { structuredDataScripts } from "./structured-data.ts";
import { acceptsBrotli, clientAcceptEncoding, precompressedPage } from "../lib/precompressed-pages.ts";
import { ID_PATTERN, type Lang } from "../schemas/common.ts";

export type PageDecision =
  | { kind: "redirect"; location: string }
  | { kind: "page"; key: PageKey; path: string }
  | { kind: "unknown" }
  | { kind: "hidden" }
  | { kind: "admin" }
  | { kind: "reserved" };

const RESERVED = /^\/(api|open-api|files)(\/|$)/;
const HIDDEN = new RegExp(`^/${PRERENDER_DIR}(/|$)`);
/** The admin app's own client-side routes, all answered with its shell. */
const ADMIN = /^\/admin(\.html|\/.*)?$/;

/** What to answer for a navigation to `url` (pure, so it can be tested without assets). */
export function decidePage(url: URL): PageDecision {
  const path = url.pathname;
  if (RESERVED.test(path)) return { kind: "reserved" };
  if (path === "/") return { kind: "redirect", location: `${HOME_PATH}${url.search}` };
  // The prerendered files are served under their pages' own addresses only.
  if (HIDDEN.test(path)) return { kind: "hidden" };
  if (ADMIN.test(path)) return { kind: "admin" };
  const route = matchRoute(path);
  if (route) return { kind: "page", key: route.key, path: route.path };
  return { kind: "unknown" };
}

// Under `npm run dev` Vite's proxy decodes what it relays; pages there go out as the app made them.
const PRECOMPRESS = import.meta.env?.MODE !== "development";

const isHtml = (res: Response) => (res.headers.get("Content-Type") ?? "").startsWith("text/html");

/** A page's HTML from the assets: its prerendered file, or the plain SPA shell when there is none (dev server). */
async function pageHtml(c: Context<AppEnv>, lang: Lang, routePath: string): Promise<string> {
  const get = (path: string) => c.env.ASSETS.fetch(new Request(new URL(path, c.req.url), { method: "GET" }));
  let res = await get(prerenderedPath(lang, routePath));
  if (res.status !== 200 || !isHtml(res)) res = await get("/");
  return res.text();
}

/** Serve a page in the negotiated language, personalised for this address, with `status`. */
async function servePage(c: Context<AppEnv>, key: PageKey | "notFound", routePath: string, status: 200 | 404): Promise<Response> {
  const lang = pageLanguage(c);
  const id = key !== "notFound" && isDetailPage(key) && ID_PATTERN.test(c.req.query("id") ?? "") ? c.req.query("id") : undefined;
  let headline: Headline | undefined;
  let shareImage: ShareImage | undefined;
  if (key === "newsDetail" && id) {
    const found = await newsHeadline(c.env.DB, lang, Number(id));
    // An unknown news id is a missing page for crawlers too (the page itself says so).
    if (!found) status = 404;
    else {
      headline = found;
      shareImage = newsShareImage(found.coverPath);
    }
  }
  // Every page with its data (decision 0028): the site settings, the product list, a data page's first
  // screen. The not-found page renders at its own path, so unknown addresses share one render; a
  // missing item keeps its 404 page.
  const url = new URL(c.req.url);
  const location = key === "notFound" ? routePath : `${url.pathname}${url.search}`;
  const [prerendered, data, bannerPicture] = await Promise.all([
    pageHtml(c, lang, routePath),
    key === "notFound" || status === 200 ? renderWithData(c, key, location, lang) : null,
    key === "home" ? firstBannerPicture(c.env.DB, lang).then((p) => p ?? undefined) : undefined,
  ]);
  // The site's own address, never the host asked (README "Go live"): no other host gets indexed.
  const origin = siteOrigin(c.env, url);
  const html = await localisePage(data ? await withPageData(prerendered, data) : prerendered, {
    origin,
    path: routePath,
    urlLang: c.req.query("lang") === "en" ? "en" : "zh",
    bannerPicture,
    id,
    headline,
    shareImage,
    head: data && status === 200 ? structuredDataScripts({ key, path: routePath, lang, origin, id }, data.answers) : undefined,
  });
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

/**
 * A file the assets binding really has. In SPA mode the binding answers unknown paths with
 * index.html, so an HTML answer for a non-HTML name means "no such file".
 */
async function asset(c: Context<AppEnv>): Promise<Response | null> {
  const res = await c.env.ASSETS.fetch(new Request(c.req.url, { method: c.req.method, headers: c.req.raw.headers }));
  if (res.status === 404 || (isHtml(res) && !/\.html?$/i.test(new URL(c.req.url).pathname))) return null;
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

export const pages = new Hono<AppEnv>().route("/", seo).route("/", feed).get("*", async (c) => {
  const decision = decidePage(new URL(c.req.url));
  switch (decision.kind) {
    case "reserved":
      return c.notFound();
    case "redirect":
      return c.redirect(decision.location, 302);
    case "page":
      return servePage(c, decision.key, decision.path, 200);
    case "unknown":
      return (await asset(c)) ?? servePage(c, "notFound", NOT_FOUND_PATH, 404);
    case "hidden":
      return servePage(c, "notFound", NOT_FOUND_PATH, 404);
    case "admin":
      return serveAdmin(c);
  }
});
