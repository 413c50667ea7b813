/**
 * Where prerendered pages live in the client build and how a page's public address is written.
 * Shared by the prerender script, the SPA's head tags and the Worker, so all three agree.
 */
import type { Lang } from "./languages.ts";

/** Folder of the client build holding `<lang><route path>/index.html` for every page. */
export const PRERENDER_DIR = "_pages";

/** The page's files (common/page-document.ts PageShell) as JSON, beside its prerendered file. */
export const SHELL_FILE = "shell.json";

/** Path the not-found page is prerendered at (no route has it, so the router renders not-found). */
export const NOT_FOUND_PATH = "/__not-found";

/**
 * Origin written into prerendered files; the Worker renders each page with the site's own origin
 * (SITE_ORIGIN, whatever host was asked), so canonical and share URLs are absolute (docs/decisions/0008).
 */
export const PRERENDER_ORIGIN = "https://prerender.invalid";

/** Asset path of a page's prerendered file (directory form: the asset server answers with its index.html). */
export function prerenderedPath(lang: Lang, routePath: string): string {
  return `/${PRERENDER_DIR}/${lang}${routePath}/`;
}

/** Public address of a page: Chinese is the plain path, English adds `lang=en` (after an `id`, if any). */
export function pageUrl(origin: string, path: string, lang: Lang, id?: string): string {
  const query = [id !== undefined ? `id=${encodeURIComponent(id)}` : "", lang === "en" ? "lang=en" : ""].filter(Boolean).join("&");
  return `${origin}${path}${query ? `?${query}` : ""}`;
}

/** Path of the Atom feed of the news (worker/pages/feed.ts). */
export const FEED_PATH = "/feed.xml";

/** Address of the news feed in `lang`, written like a page's: plain for Chinese, `?lang=en` for English. */
export const feedUrl = (origin: string, lang: Lang): string => pageUrl(origin, FEED_PATH, lang);
