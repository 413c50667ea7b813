/**
 * Personalising a prerendered page for the address it is served at: its absolute URLs get the
 * serving origin, a detail page's canonical and language links keep their `?id=`, and a news
 * item's page carries the item's own title and summary for search results and link previews.
 * Plain string work on HTML the build wrote (the patterns below match scripts/prerender output).
 */
import { pageUrl, PRERENDER_ORIGIN } from "../../common/prerendered-path.ts";
import { escapeHtml } from "../../common/escape-html.ts";

export interface Headline {
  title: string;
  subtitle: string;
}

interface PageAddress {
  /** Origin the page is served from, e.g. https://www.example.com. */
  origin: string;
  /** The route's own path. */
  path: string;
  /** The detail page's id, already validated as digits. */
  id?: string;
  /**
   * The language the address itself names: English only with `?lang=en`. A plain path served in
   * English (cookie, Accept-Language) is still the plain path, so its canonical URL says so.
   */
  urlLang: "zh" | "en";
  /** Home page: the banner's first picture, shown in the banner's loading placeholder. */
  bannerPicture?: string;
  headline?: Headline;
}


/** Set the `content` of the meta tags named (by name= or property=) `names`. */
function setMeta(html: string, names: string[], value: string): string {
  const pattern = new RegExp(`(<meta (?:name|property)="(?:${names.join("|")})" content=")[^"]*(")`, "g");
  return html.replace(pattern, (_m, open: string, close: string) => `${open}${escapeHtml(value)}${close}`);
}

/** The prerendered `html` as it should be answered at `address`. */
export function localisePage(html: string, address: PageAddress): string {
  const { origin, path, id, headline, urlLang, bannerPicture } = address;
  let out = html;
  if (id !== undefined) {
    // Canonical, hreflang and og:url of a detail page name the item, not the bare detail route.
    for (const l of ["en", "zh"] as const) {
      out = out.replaceAll(`"${pageUrl(PRERENDER_ORIGIN, path, l)}"`, `"${escapeHtml(pageUrl(origin, path, l, id))}"`);
    }
  }
  out = out.replaceAll(PRERENDER_ORIGIN, origin);
  const self = escapeHtml(pageUrl(origin, path, urlLang, id));
  out = out.replace(/(<link rel="canonical" href=")[^"]*(")/, (_m, open: string, close: string) => `${open}${self}${close}`);
  out = out.replace(/(<meta property="og:url" content=")[^"]*(")/, (_m, open: string, close: string) => `${open}${self}${close}`);
  if (headline) {
    const brand = /<meta property="og:site_name" content="([^"]*)"/.exec(out)?.[1];
    const title = brand ? `${escapeHtml(headline.title)} | ${brand}` : escapeHtml(headline.title);
    out = out.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
    out = out.replace(/(<meta (?:name|property)="(?:og:title|twitter:title)" content=")[^"]*(")/g, (_m, open: string, close: string) => `${open}${title}${close}`);
    if (headline.subtitle.trim()) out = setMeta(out, ["description", "og:description", "twitter:description"], headline.subtitle.trim());
    out = out.replace('<meta property="og:type" content="website" />', '<meta property="og:type" content="article" />');
  }
  if (bannerPicture && /^\/[\w\-./]+$/.test(bannerPicture)) {
    // The banner (the largest paint of the home page) needs its data before it can render; its
    // first picture can show at once behind the placeholder. Outside #root: hydration is unaffected.
    const hint = `<link rel="preload" as="image" href="${bannerPicture}" fetchpriority="high" />`;
    const style = `<style>.home-banner--loading{animation:none;background:var(--c-brand-900) url("${bannerPicture}") center/cover no-repeat}</style>`;
    out = out.replace("</head>", `  ${hint}\n    ${style}\n  </head>`);
  }
  return out;
}
