/**
 * Personalising a prerendered page for the address it is served at: its absolute URLs get the
 * site's own origin (SITE_ORIGIN), a detail page's canonical and language links keep their `?id=`, and a news
 * item's page carries the item's own title and summary for search results and link previews.
 * Done with the Workers runtime's HTMLRewriter on the elements the build wrote (src/app/head-tags.ts),
 * so stored text (a news title with `$&` or `<`) is only ever inserted as escaped text, never read
 * as a pattern or as markup.
 */
import { escapeHtml } from "../../common/escape-html.ts";
import { LANGS } from "../../common/languages.ts";
import { pageUrl, PRERENDER_ORIGIN } from "../../common/prerendered-path.ts";
import { absolute } from "../../common/structured-data/thing.ts";
import type { ShareImage } from "./share-image.ts";
import { type MediaRef, srcSetOf } from "../../common/image-variants.ts";

export interface Headline {
  title: string;
  subtitle: string;
}

export interface PageAddress {
  /** The site's own origin (SITE_ORIGIN), e.g. https://www.example.com. */
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
  bannerPicture?: MediaRef;
  headline?: Headline;
  /** The page's own share picture (a news item's), replacing the build's og:image and twitter:image. */
  shareImage?: ShareImage;
  /** Markup added to `<head>`: the structured data from D1 (structured-data.ts). */
  head?: string;
}

/** HTMLRewriter writes attribute values as given apart from `"`: escape them ourselves. */
function setText(el: Element, name: string, value: string): void {
  el.setAttribute(name, escapeHtml(value));
}

/** The site name the build wrote into og:site_name, as HTML text (already escaped). */
async function siteNameOf(html: string): Promise<string | undefined> {
  let name: string | undefined;
  await new HTMLRewriter()
    .on('meta[property="og:site_name"]', {
      element: (el) => {
        name = el.getAttribute("content") ?? undefined;
      },
    })
    .transform(new Response(html))
    .arrayBuffer();
  return name;
}

/** The prerendered `html` as it should be answered at `address`. */
export async function localisePage(html: string, address: PageAddress): Promise<string> {
  const { origin, path, id, headline, urlLang, bannerPicture, shareImage, head } = address;
  // A detail page's language links name the item, not the bare detail route.
  const itemUrls = new Map<string, string>(id === undefined ? [] : LANGS.map((l) => [pageUrl(PRERENDER_ORIGIN, path, l), escapeHtml(pageUrl(origin, path, l, id))]));
  const rebase = (value: string) => itemUrls.get(value) ?? value.replaceAll(PRERENDER_ORIGIN, origin);
  const self = pageUrl(origin, path, urlLang, id);

  let rewriter = new HTMLRewriter()
    .on("*", {
      element(el) {
        for (const [name, value] of [...el.attributes]) if (value.includes(PRERENDER_ORIGIN)) el.setAttribute(name, rebase(value));
      },
    })
    .on('script[type="application/ld+json"]', textOf((text) => text.replaceAll(PRERENDER_ORIGIN, origin)))
    .on('link[rel="canonical"]', { element: (el) => setText(el, "href", self) })
    .on('meta[property="og:url"]', { element: (el) => setText(el, "content", self) });

  if (headline) {
    const brand = await siteNameOf(html);
    const title = brand ? `${escapeHtml(headline.title)} | ${brand}` : escapeHtml(headline.title);
    const summary = headline.subtitle.trim();
    rewriter = rewriter
      .on("title", { element: (el) => void el.setInnerContent(title, { html: true }) })
      .on('meta[property="og:title"], meta[name="twitter:title"]', { element: (el) => void el.setAttribute("content", title) })
      .on('meta[property="og:type"]', { element: (el) => setText(el, "content", "article") });
    if (summary) {
      rewriter = rewriter.on('meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]', {
        element: (el) => setText(el, "content", summary),
      });
    }
  }
  if (shareImage) {
    const { width, height } = shareImage;
    rewriter = rewriter
      .on('meta[property="og:image"], meta[name="twitter:image"]', { element: (el) => setText(el, "content", absolute(origin, shareImage.path)) })
      .on('meta[property="og:image:width"]', { element: (el) => void (width ? setText(el, "content", String(width)) : el.remove()) })
      .on('meta[property="og:image:height"]', { element: (el) => void (height ? setText(el, "content", String(height)) : el.remove()) });
  }
  if (head) rewriter = rewriter.on("head", { element: (el) => void el.append(head, { html: true }) });
  const banner = bannerPicture?.path;
  if (banner && /^\/[\w\-./]+$/.test(banner)) {
    // The banner (the largest paint of the home page) needs its data before it can render; its
    // first picture can show at once behind the placeholder. Outside #root: hydration is unaffected.
    // With variants (docs/decisions/0041) the hint names the same candidates as the banner's <img>,
    // so the browser fetches the one the picture will use.
    const set = srcSetOf(bannerPicture, "image/webp");
    const candidates = set ? ` imagesrcset="${escapeHtml(set)}" imagesizes="100vw"` : "";
    const hint = `<link rel="preload" as="image" href="${banner}"${candidates} fetchpriority="high" />`;
    const style = `<style>.home-banner--loading{animation:none;background:var(--c-brand-900) url("${banner}") center/cover no-repeat}</style>`;
    rewriter = rewriter.on("head", { element: (el) => void el.append(`  ${hint}\n    ${style}\n  `, { html: true }) });
  }
  return rewriter.transform(new Response(html)).text();
}

/** A text handler that sees an element's whole text at once (HTMLRewriter hands it over in chunks). */
function textOf(change: (text: string) => string): HTMLRewriterElementContentHandlers {
  let pending = "";
  return {
    text(chunk) {
      pending += chunk.text;
      if (!chunk.lastInTextNode) return void chunk.remove();
      chunk.replace(change(pending), { html: true });
      pending = "";
    },
  };
}
