/**
 * What a page says about itself in `<head>`: title, description, canonical and language URLs,
 * share card. One description of the page, used by the prerender (as HTML) and by the browser
 * after client-side navigation. Its structured data is the prerender's alone (page-structured-data.ts).
 */
import { HTML_LANG, type Lang } from "../i18n/lang";
import type { SiteSettings } from "../lib/api-types";
import { routeDescriptions } from "./route-descriptions";
import { fillText, pageVars } from "../../common/page-vars";
import { routeTitles } from "./route-titles";
import { feedUrl, pageUrl } from "../../common/prerendered-path";
import type { PageKey } from "../../common/route-table";
import type { Thing } from "../../common/structured-data/thing";

/** The site's share card: a raster image, since most link previewers reject SVG. */
export const SHARE_IMAGE = { path: "/img/share/share-card.png", width: 1200, height: 630 } as const;
/**
 * Product pages with a share picture of their own, `/img/share/<key>.jpg` at SHARE_IMAGE's size
 * (scripts/generate-share-images.ts draws them); other pages share the site's card.
 */
export const PRODUCT_SHARE_PAGES: readonly PageKey[] = ["eicad", "airoad", "report3d", "vrroad", "management", "smartSite", "prefabrication"];

export interface PageMeta {
  lang: Lang;
  title: string;
  description: string;
  /** Absent on the not-found page, which must not be indexed. */
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  robots?: string;
  image: string;
  /** The share picture's size, when known. */
  imageSize?: { width: number; height: number };
  /** "article" for a news item's page. */
  type: "website" | "article";
  siteName: string;
  /** Structured data, set by the prerender only (page-structured-data.ts). */
  jsonLd?: Thing[];
  /** The news pages: their Atom feed in the page's language, for feed readers to find. */
  feed?: { href: string; title: string };
}

/** Pages that link the news feed from their head. */
const FEED_PAGES = new Set<PageKey | "notFound">(["news", "newsDetail"]);

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
  /** A news item's own title and summary (from its data). */
  headline?: { title: string; subtitle: string };
  /** The page's own share picture (a news item's), site-relative. */
  shareImage?: { path: string; width?: number; height?: number };
  /** A content page's own title and description as published, figures filled (its `page` read, decision 0040). */
  pageCopy?: { title: string; description: string; noindex?: true; sharePicture?: string };
}

/** Everything `<head>` should say for one page in one language. */
export function buildPageMeta({ key, path, lang, origin, site, id, urlLang = lang, headline, shareImage, pageCopy }: MetaInput): PageMeta {
  const own = pageCopy?.title.trim() || (key === "notFound" ? routeTitles[lang].notFound : routeTitles[lang][key]);
  const title = headline ? `${headline.title} | ${site.brandName}` : key === "home" ? `${site.brandName} | ${own}` : `${own} | ${site.brandName}`;
  // Company figures are named, not restated: the settings fill them (decision 0040).
  // A page with a `pages` item has its description there alone (decision 0040); while it has not been
  // read (a read failed, the page goes out without its data), its title stands in.
  const described = routeDescriptions[lang] as Partial<Record<PageKey | "notFound", string>>;
  const catalogued = described[key];
  const description = headline?.subtitle.trim() || pageCopy?.description.trim() || (catalogued !== undefined ? fillText(catalogued, pageVars(site)) : own);
  const image = shareImage?.path ?? pageCopy?.sharePicture ?? (PRODUCT_SHARE_PAGES.includes(key as PageKey) ? `/img/share/${key}.jpg` : SHARE_IMAGE.path);
  const { width, height } = shareImage ?? (pageCopy?.sharePicture ? {} : SHARE_IMAGE);
  const base = {
    lang,
    title,
    description,
    image: image.startsWith("/") ? `${origin}${image}` : image,
    siteName: site.brandName,
    imageSize: width && height ? { width, height } : undefined,
    type: headline ? ("article" as const) : ("website" as const),
  };
  if (key === "notFound") return { ...base, alternates: [], robots: "noindex" };
  return {
    ...base,
    // A page staff kept out of search engines (a landing page's `noindex`).
    ...(pageCopy?.noindex ? { robots: "noindex" } : {}),
    canonical: pageUrl(origin, path, urlLang, id),
    alternates: [
      { hreflang: HTML_LANG.zh, href: pageUrl(origin, path, "zh", id) },
      { hreflang: HTML_LANG.en, href: pageUrl(origin, path, "en", id) },
      { hreflang: "x-default", href: pageUrl(origin, path, "zh", id) },
    ],
    feed: FEED_PAGES.has(key) ? { href: feedUrl(origin, lang), title: `${site.brandName} ${routeTitles[lang].news}` } : undefined,
  };
}

/** Open Graph locale names for each language. */
export const OG_LOCALE: Record<Lang, string> = { zh: "zh_CN", en: "en_US" };
