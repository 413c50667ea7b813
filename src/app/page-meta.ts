/**
 * What a page says about itself in `<head>`: title, description, canonical and language URLs,
 * share card, and the structured data known at build time (the organisation on the home page,
 * breadcrumbs on inner pages, the web platforms' SoftwareApplication; what comes from D1 is added
 * by the Worker, worker/pages/structured-data.ts). One description of the page, used by the
 * prerender (as HTML) and by the browser after client-side navigation.
 */
import { HTML_LANG, type Lang } from "../i18n/lang";
import type { SiteSettings } from "../lib/api-types";
import { routeDescriptions } from "./route-descriptions";
import { routeTitles } from "./route-titles";
import { pageUrl } from "../../common/prerendered-path";
import { matchRoute, type PageKey } from "../../common/route-table";
import { breadcrumbList, type Crumb } from "../../common/structured-data/breadcrumb-list";
import { organization } from "../../common/structured-data/organization";
import { softwareApplication } from "../../common/structured-data/software-application";
import { LOGO_PATH, publisher, type Thing } from "../../common/structured-data/thing";

/** The site's share card: a raster image, since most link previewers reject SVG. */
export const SHARE_IMAGE = { path: "/img/share/share-card.png", width: 1200, height: 630 } as const;
/** Square raster logo for structured data. */
export { LOGO_PATH };

/**
 * Product pages with a share picture of their own, `/img/share/<key>.jpg` at SHARE_IMAGE's size
 * (scripts/generate-share-images.ts draws them); other pages share the site's card.
 */
export const PRODUCT_SHARE_PAGES: readonly PageKey[] = ["eicad", "airoad", "report3d", "vrroad", "management", "smartSite", "prefabrication"];

/** The web platforms: their SoftwareApplication is known at build time (no installer, no version). */
const PLATFORM_PAGES: readonly PageKey[] = ["management", "smartSite", "prefabrication"];

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
  jsonLd: Thing[];
}

/**
 * Home, the page's section (the route its path extends; a detail page's list), the page. The page
 * itself goes without its URL: a detail page's URL is the item's, which only the Worker knows.
 */
function crumbs(key: PageKey, path: string, lang: Lang, origin: string): Crumb[] {
  const home = matchRoute("/pc_index")!;
  const titles = routeTitles[lang];
  const parentPath = /Detail$/.test(path) ? path.replace(/Detail$/, "") : path.slice(0, path.lastIndexOf("/"));
  const parent = parentPath ? matchRoute(parentPath) : undefined;
  return [
    { name: titles.home, url: pageUrl(origin, home.path, lang) },
    ...(parent && parent.key !== "home" ? [{ name: titles[parent.key], url: pageUrl(origin, parent.path, lang) }] : []),
    { name: titles[key] },
  ];
}

function structuredData(key: PageKey, path: string, lang: Lang, origin: string, site: SiteSettings, description: string): Thing[] {
  // The phone home page is a home page too: no trail leads to it.
  if (key === "phoneHome") return [];
  if (key === "home") return [organization({ origin, name: site.brandName, description, email: site.email, phone: site.phone })];
  const things = [breadcrumbList(crumbs(key, path, lang, origin))];
  if (PLATFORM_PAGES.includes(key)) {
    things.push(
      softwareApplication({
        name: routeTitles[lang][key],
        description,
        url: pageUrl(origin, path, lang),
        category: "BusinessApplication",
        operatingSystem: "Web browser",
        publisher: publisher(origin, site.brandName),
      }),
    );
  }
  return things;
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
  const image = PRODUCT_SHARE_PAGES.includes(key as PageKey) ? `/img/share/${key}.jpg` : SHARE_IMAGE.path;
  const base = { lang, title, description, image: `${origin}${image}`, siteName: site.brandName };
  if (key === "notFound") return { ...base, alternates: [], robots: "noindex", jsonLd: [] };
  return {
    ...base,
    canonical: pageUrl(origin, path, urlLang, id),
    alternates: [
      { hreflang: HTML_LANG.zh, href: pageUrl(origin, path, "zh", id) },
      { hreflang: HTML_LANG.en, href: pageUrl(origin, path, "en", id) },
      { hreflang: "x-default", href: pageUrl(origin, path, "zh", id) },
    ],
    jsonLd: structuredData(key, path, lang, origin, site, description),
  };
}

/** Open Graph locale names for each language. */
export const OG_LOCALE: Record<Lang, string> = { zh: "zh_CN", en: "en_US" };
