/**
 * The structured data the build knows for a page (the organisation on the home page, breadcrumbs
 * on inner pages, the web platforms' SoftwareApplication), with what comes from D1
 * (worker/pages/structured-data.ts), for the server's render only: the browser never rewrites it,
 * so none of this is in the app's chunks.
 */
import type { Lang } from "../i18n/lang";
import type { SiteSettings } from "../lib/api-types";
import { headTags } from "./head-tags";
import { buildPageMeta, type MetaInput } from "./page-meta";
import { routeTitles } from "./route-titles";
import { pageUrl } from "../../common/prerendered-path";
import { matchRoute, type PageKey } from "../../common/route-table";
import { breadcrumbList, type Crumb } from "../../common/structured-data/breadcrumb-list";
import { organization } from "../../common/structured-data/organization";
import { softwareApplication } from "../../common/structured-data/software-application";
import { publisher, type Thing } from "../../common/structured-data/thing";

/** The web platforms: their SoftwareApplication is known at build time (no installer, no version). */
const PLATFORM_PAGES: readonly PageKey[] = ["management", "smartSite", "prefabrication"];

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
  if (key === "home") {
    const { legalName, address, licenceNumber, certifications } = site;
    return [
      organization({ origin, name: site.brandName, description, email: site.email, phone: site.phone, legalName, address, licenceNumber, certifications }),
    ];
  }
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

/** A page's `<head>` elements: its meta and its structured data, what the build knows and what its data adds. */
export function pageHead(input: MetaInput & { structuredData?: Thing[] }): { tags: string[]; title: string } {
  const meta = buildPageMeta(input);
  const { key, path, lang, origin, site } = input;
  if (key === "notFound") return { tags: headTags(meta), title: meta.title };
  // The build's own description, not a news item's summary, describes the platforms.
  const known = structuredData(key, path, lang, origin, site, buildPageMeta({ ...input, headline: undefined }).description);
  return { tags: headTags({ ...meta, jsonLd: [...known, ...(input.structuredData ?? [])] }), title: meta.title };
}
