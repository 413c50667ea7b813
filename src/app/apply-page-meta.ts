/**
 * Writes a page's head tags after a client navigation or a language switch (src/app/use-document-meta.ts).
 * Its own chunk with the titles and descriptions of every page: the first load keeps the server's head.
 */
import { HTML_LANG } from "../i18n/lang";
import { buildPageMeta, OG_LOCALE, type MetaInput, type PageMeta } from "./page-meta";

/** Set (creating if needed) the `content` of `<meta {attr}="{name}">`. */
function setMeta(attr: "name" | "property", name: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${name}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, name);
    document.head.append(el);
  }
  el.content = content;
}

/** Replace the canonical, hreflang and feed links with the page's own. */
function setLinks(meta: PageMeta): void {
  document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang], link[rel="alternate"][type="application/atom+xml"]').forEach((el) => {
    el.remove();
  });
  const links = [
    ...(meta.canonical ? [{ rel: "canonical", href: meta.canonical }] : []),
    ...meta.alternates.map((a) => ({ rel: "alternate", ...a })),
    ...(meta.feed ? [{ rel: "alternate", type: "application/atom+xml", ...meta.feed }] : []),
  ];
  for (const { rel, href, hreflang, type, title } of links as { rel: string; href: string; hreflang?: string; type?: string; title?: string }[]) {
    const el = document.createElement("link");
    el.rel = rel;
    el.href = href;
    if (hreflang) el.hreflang = hreflang;
    if (type) el.type = type;
    if (title) el.title = title;
    document.head.append(el);
  }
}

/** Bring `<html lang>`, the title, description, canonical, language and feed links and share tags in step. */
export function applyPageMeta(input: MetaInput): void {
  const { lang } = input;
  const meta = buildPageMeta(input);
  document.documentElement.lang = HTML_LANG[lang];
  document.title = meta.title;
  setMeta("name", "description", meta.description);
  setMeta("property", "og:title", meta.title);
  setMeta("property", "og:description", meta.description);
  setMeta("property", "og:locale", OG_LOCALE[lang]);
  setMeta("name", "twitter:title", meta.title);
  setMeta("name", "twitter:description", meta.description);
  if (meta.canonical) setMeta("property", "og:url", meta.canonical);
  setLinks(meta);
}
