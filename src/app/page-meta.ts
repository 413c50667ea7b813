/**
 * What a page says about itself in `<head>`: title, description, canonical and language URLs,
 * share card, and the organisation's structured data on the home page. One description of the
 * page, used by the prerender (as HTML) and by the browser after client-side navigation.
 */
import { HTML_LANG, type Lang } from "../i18n/lang";
import type { SiteSettings } from "../lib/api-types";
import { routeDescriptions } from "./route-descriptions";
import { routeTitles } from "./route-titles";
import { pageUrl } from "../../common/prerendered-path";
import type { PageKey } from "../../common/route-table";

/** The site's share card: a raster image, since most link previewers reject SVG. */
export const SHARE_IMAGE = { path: "/img/share/share-card.png", width: 1200, height: 630 } as const;
/** Square raster logo for structured data. */
export const LOGO_PATH = "/img/share/logo-512.png";

export interface PageMeta {
  lang: Lang;
  title: string;
  description: string;
  /** Absent on the not-found page, which must not be indexed. */
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  robots?: string;
  image: string;
  siteName: string;
  jsonLd?: Record<string, unknown>;
}

function organization(origin: string, site: SiteSettings, description: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brandName,
    url: `${origin}/`,
    logo: `${origin}${LOGO_PATH}`,
    description,
    foundingDate: "2018",
    email: site.email,
    contactPoint: [{ "@type": "ContactPoint", contactType: "sales", telephone: site.phone, email: site.email, availableLanguage: ["zh-CN", "en"] }],
  };
}

export interface MetaInput {
  key: PageKey | "notFound";
  /** The route's own path (from the route table); ignored for the not-found page. */
  path: string;
  lang: Lang;
  origin: string;
  site: SiteSettings;
  /** A detail page's item id, kept in its addresses. */
  id?: string;
  /**
   * Language the address names (`?lang=en` or not); the canonical URL is that address even when
   * the page shows the other language (default: `lang`).
   */
  urlLang?: Lang;
}

/** Everything `<head>` should say for one page in one language. */
export function buildPageMeta({ key, path, lang, origin, site, id, urlLang = lang }: MetaInput): PageMeta {
  const title = key === "home" ? `${site.brandName} | ${routeTitles[lang].home}` : `${routeTitles[lang][key]} | ${site.brandName}`;
  const description = routeDescriptions[lang][key];
  const base = { lang, title, description, image: `${origin}${SHARE_IMAGE.path}`, siteName: site.brandName };
  if (key === "notFound") return { ...base, alternates: [], robots: "noindex" };
  return {
    ...base,
    canonical: pageUrl(origin, path, urlLang, id),
    alternates: [
      { hreflang: HTML_LANG.zh, href: pageUrl(origin, path, "zh", id) },
      { hreflang: HTML_LANG.en, href: pageUrl(origin, path, "en", id) },
      { hreflang: "x-default", href: pageUrl(origin, path, "zh", id) },
    ],
    jsonLd: key === "home" ? organization(origin, site, description) : undefined,
  };
}

/** Open Graph locale names for each language. */
export const OG_LOCALE: Record<Lang, string> = { zh: "zh_CN", en: "en_US" };
