import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { HTML_LANG, langFromQuery } from "../i18n/lang";
import type { PageMeta } from "./page-meta";
import { matchRoute, type PageKey } from "../../common/route-table";
import { useSiteSettings } from "./site-settings";

// A hydrated page arrives with its head already right, and the Worker may have made it more
// specific (a news item's own title): it is left alone until the page or the language changes.
let serverHeadIsCurrent = false;

/** Called by the browser entry before hydrating a prerendered page. */
export function keepServerHead(): void {
  serverHeadIsCurrent = true;
}

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

/** Replace the canonical and hreflang links with the page's own. */
function setLinks(meta: PageMeta): void {
  document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]').forEach((el) => { el.remove(); });
  const links = [...(meta.canonical ? [{ rel: "canonical", href: meta.canonical }] : []), ...meta.alternates.map((a) => ({ rel: "alternate", ...a }))];
  for (const { rel, href, hreflang } of links as { rel: string; href: string; hreflang?: string }[]) {
    const el = document.createElement("link");
    el.rel = rel;
    el.href = href;
    if (hreflang) el.hreflang = hreflang;
    document.head.append(el);
  }
}

/**
 * Keep `<html lang>`, the title, description, canonical and language links and share tags in step
 * with the language and the route after client-side navigation (the prerendered page starts with
 * the same values, from the same src/app/page-meta.ts).
 */
export function useDocumentMeta(key: PageKey | "notFound"): void {
  const { lang } = useI18n();
  const site = useSiteSettings();
  const { pathname, search } = useLocation();
  const path = matchRoute(pathname)?.path ?? pathname;
  const query = new URLSearchParams(search);
  const id = query.get("id") ?? undefined;
  const urlLang = langFromQuery(search) ?? "zh";
  const keepServerHead = useRef(serverHeadIsCurrent);
  useEffect(() => {
    if (keepServerHead.current) {
      keepServerHead.current = serverHeadIsCurrent = false;
      return;
    }
    // The titles and descriptions of every page in both languages are only needed from the first
    // client navigation or language switch on: they load then, not with the entry (decision 0026).
    let current = true;
    void import("./page-meta").then(({ buildPageMeta, OG_LOCALE }) => {
      if (!current) return; // a later page or language has taken over
      const meta = buildPageMeta({ key, path, lang, origin: window.location.origin, site, id: key.endsWith("Detail") ? id : undefined, urlLang });
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
    }, (err: unknown) => console.warn(err)); // the head keeps the previous page's tags
    return () => {
      current = false;
    };
  }, [key, path, lang, site, id, urlLang]);
}
