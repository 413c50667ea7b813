/**
 * GET /feed.xml (CONTRACT "Site search, feeds, consent"): an Atom feed of the newest 50 published
 * news items in the request's language (negotiated as for the pages: `?lang=en`, the lang cookie,
 * Accept-Language), every URL absolute on SITE_ORIGIN. Cached like the public API reads (keyed by
 * language and content version), so a publish shows within their 30 s. The news pages link it
 * from their head (src/app/page-meta.ts).
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { defineMessages } from "../../common/catalogue.ts";
import { escapeHtml } from "../../common/escape-html.ts";
import { HTML_LANG, type Lang } from "../../common/languages.ts";
import { FEED_PATH, feedUrl, pageUrl } from "../../common/prerendered-path.ts";
import { pathOf } from "../../common/route-table.ts";
import { sanitizeHtml } from "../../common/sanitize-html.ts";
import { isoDate } from "../../common/structured-data/thing.ts";
import { feedNews, type FeedNewsRow } from "../db/news.ts";
import { getSiteSettings } from "../db/site.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { siteOrigin } from "../lib/site-origin.ts";
import { publicRead } from "../middleware/cache-control.ts";
import { d1Session } from "../middleware/d1-session.ts";
import { pageLanguage } from "./page-language.ts";

const FEED_SIZE = 50;
/** The feed's title after the brand: the news page's own name (src/app/route-titles.ts; the head link says the same). */
const WORDS = defineMessages({ news: "新闻资讯" }, { news: "News" });

/** Text for XML: escaped, without the characters XML 1.0 cannot carry (control characters, lone surrogates). */
function xmlText(value: string): string {
  return escapeHtml(value.replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, ""));
}

/** Stored HTML as the feed carries it: sanitised, site-relative links and images made absolute. */
function contentHtml(html: string, origin: string): string {
  return sanitizeHtml(html).replace(/(\s(?:href|src)=["'])\/(?!\/)/g, `$1${origin}/`);
}

/** The Atom document (exported for tests). */
export function atomFeed(origin: string, lang: Lang, brand: string, items: FeedNewsRow[]): string {
  const author = `<author><name>${xmlText(brand || new URL(origin).host)}</name></author>`;
  let newest = "1970-01-01T00:00:00.000Z";
  const entries = items.map((n) => {
    const published = isoDate(n.effective_time) ?? newest;
    const changed = isoDate(n.updated_at);
    const updated = changed && changed > published ? changed : published;
    if (updated > newest) newest = updated;
    const url = xmlText(pageUrl(origin, pathOf("newsDetail"), lang, String(n.id)));
    return [
      "<entry>",
      `<id>${url}</id>`,
      `<title>${xmlText(n.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${url}"/>`,
      `<published>${published}</published>`,
      `<updated>${updated}</updated>`,
      author,
      n.subtitle.trim() ? `<summary>${xmlText(n.subtitle)}</summary>` : "",
      `<content type="html">${xmlText(contentHtml(n.content, origin))}</content>`,
      "</entry>",
    ].join("");
  });
  const self = xmlText(feedUrl(origin, lang));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${HTML_LANG[lang]}">`,
    `<id>${self}</id>`,
    `<title>${xmlText(brand ? `${brand} ${WORDS[lang].news}` : WORDS[lang].news)}</title>`,
    `<link rel="self" type="application/atom+xml" href="${self}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(pageUrl(origin, pathOf("news"), lang))}"/>`,
    `<updated>${newest}</updated>`,
    author,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** The feed's language, where the read cache (publicRead) looks for it. */
const feedLanguage = createMiddleware<AppEnv>(async (c, next) => {
  c.set("lang", pageLanguage(c));
  await next();
});

export const feed = new Hono<AppEnv>().get(FEED_PATH, d1Session, feedLanguage, publicRead, async (c) => {
  const lang = c.get("lang");
  const [items, site] = await Promise.all([feedNews(c.var.db, lang, FEED_SIZE), getSiteSettings(c.var.db, lang)]);
  const xml = atomFeed(siteOrigin(c.env, c.req.url), lang, site?.brandName ?? "", items);
  // publicRead adds Accept-Language; the cookie picks the language too.
  return c.body(xml, 200, { "Content-Type": "application/atom+xml; charset=utf-8", Vary: "Cookie" });
});
