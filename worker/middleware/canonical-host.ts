/**
 * One host per deployed environment (README "Go live"): staging and production answer only on
 * SITE_ORIGIN's host. Should the Worker be reached on another one (a *.workers.dev address switched
 * back on, a stray route), a GET or HEAD of a page, the feed, the sitemap, robots.txt or a file is
 * sent there with a 301 (path and query kept), so links and search engines move to the one address.
 * The API, the admin and anything else answer 404: the admin must never be served outside the host
 * Cloudflare Access and the zone's firewall stand in front of, and a redirect would drop a write's
 * body. Local runs and tests take any host (lib/site-origin.ts).
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail } from "../lib/envelope.ts";
import { offCanonicalHost, siteOrigin } from "../lib/site-origin.ts";
import { apiLangFromAcceptLanguage } from "./language.ts";

const API = /^\/(api|open-api)(\/|$)/;
const ADMIN = /^\/admin(\.html|\/|$)/;

export const canonicalHost = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (!offCanonicalHost(c.env, url)) return next();
  if (API.test(url.pathname)) {
    c.set("lang", apiLangFromAcceptLanguage(c.req.header("Accept-Language")));
    return fail(c, 404, CODES.notFound, "notFound");
  }
  if (ADMIN.test(url.pathname) || (c.req.method !== "GET" && c.req.method !== "HEAD")) return c.text("Not found", 404);
  return c.redirect(`${siteOrigin(c.env, url)}${url.pathname}${url.search}`, 301);
});
