/**
 * GET /robots.txt and GET /sitemap.xml, generated per request so the sitemap always lists the
 * news in D1; both name the site's own origin (SITE_ORIGIN), whatever host was asked. Every page is listed in both
 * languages (Chinese plain path, English `?lang=en`) with its hreflang alternates.
 */
import { Hono } from "hono";
import { pageUrl } from "../../common/prerendered-path.ts";
import { HTML_LANG } from "../../common/languages.ts";
import { escapeHtml } from "../../common/escape-html.ts";
import { pathOf, ROUTES } from "../../common/route-table.ts";
import { isoDate } from "../../common/structured-data/thing.ts";
import { sitemapEntries, type SitemapEntry } from "../db/seo.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { siteOrigin } from "../lib/site-origin.ts";
import { LANGS } from "../schemas/common.ts";

/** Crawlers may cache both for an hour; news appear in the sitemap within that time. */
const CACHE = "public, max-age=3600";

/** The <url> elements of one page: one per language, each naming all languages and x-default. */
function urlElements(origin: string, path: string, id?: string, modified?: string): string[] {
  const links = [
    ...LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[l]}" href="${escapeHtml(pageUrl(origin, path, l, id))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, path, "zh", id))}"/>`,
  ].join("");
  // W3C date-time for <lastmod>; none when the stored value does not parse.
  const mod = isoDate(modified);
  return LANGS.map((l) => `<url><loc>${escapeHtml(pageUrl(origin, path, l, id))}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ""}${links}</url>`);
}

/** The sitemap document for `origin` (exported for tests). */
export function sitemapXml(
  origin: string,
  items: { news: SitemapEntry[]; updateLogs: SitemapEntry[]; landingPages?: { path: string; lastmod: string }[] },
): string {
  const urls = [
    ...ROUTES.filter((r) => !r.detail && !r.unlisted).flatMap((r) => urlElements(origin, r.path)),
    ...items.news.flatMap((n) => urlElements(origin, pathOf("newsDetail"), String(n.id), n.lastmod)),
    ...items.updateLogs.flatMap((u) => urlElements(origin, pathOf("updateLogDetail"), String(u.id), u.lastmod)),
    ...(items.landingPages ?? []).flatMap((p) => urlElements(origin, p.path, undefined, p.lastmod)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export const seo = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /open-api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
    return c.body(body, 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE });
  })
  .get("/sitemap.xml", async (c) => {
    const xml = sitemapXml(siteOrigin(c.env, c.req.url), await sitemapEntries(c.env.DB));
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE });
  });
