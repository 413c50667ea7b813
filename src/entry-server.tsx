/**
 * Server entry: renders one page to its whole HTML document with the same routes and providers as
 * the browser (src/main.tsx), so the browser hydrates it without a mismatch (docs/decisions/0033).
 * Built by `vite build --config vite.ssr.config.ts` for scripts/prerender.ts, and imported lazily by
 * the Worker, which renders every page with its data (worker/pages/routes.ts).
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppProviders } from "./app/app-providers";
import { preloadLayoutParts } from "./app/layout-parts";
import { pageLoader } from "./app/page-content";
import { pageHead } from "./app/page-structured-data";
import type { AppRenderer, PageInput, RenderedPage } from "../common/app-render";
import { escapeHtml } from "../common/escape-html";
import { srcSetOf } from "../common/image-variants";
import { pageDocument } from "../common/page-document";
import { NOT_FOUND_PATH } from "../common/prerendered-path";
import { pathOf, type PageKey } from "../common/route-table";
import { AppRoutes } from "./app/routes";
import { INITIAL_SITE_SETTINGS, siteChanges } from "./app/site-settings";
import { preloadChunk } from "./components/chunk-loader/chunk-loader";
import { HTML_LANG, type Lang } from "./i18n/lang";
import { siteRead } from "./lib/api";
import { pageData } from "./lib/page-data";
import type { SiteSettings } from "./lib/api-types";

/** Load a page's module, its copy in `lang` and the frame's parts, so the page itself renders, not its loading state. */
export function preparePage(key: PageKey | "notFound", lang: Lang): Promise<void> {
  // The frame's lazy parts too: the server HTML must hold them in full (decision 0026).
  return Promise.all([preloadChunk(pageLoader(key, lang), `page:${key}`), preloadLayoutParts()]).then(() => undefined);
}

/**
 * The resource hints React collects (the hero image's preload), handed over as a Link header instead
 * of markup, as `<link>` elements for <head>: found first there, and outside #root, which hydration must match.
 */
function linkElements(header: string | null | undefined): string[] {
  if (!header) return [];
  return header.split(/,\s*(?=<)/).map((link) => {
    const [target, ...params] = link.split(/;\s*/);
    const attrs = new Map(params.map((p) => p.split(/=(.*)/s, 2).map((v) => v.replace(/^"|"$/g, "")) as [string, string]));
    // Written as React writes them into markup (the same words as the image's own attributes compress best).
    const named = [["rel", attrs.get("rel")], ["as", attrs.get("as")], ["href", target!.slice(1, -1)], ...[...attrs].filter(([n]) => n !== "rel" && n !== "as")];
    return `<link${named.map(([n, v]) => ` ${n === "fetchpriority" ? "fetchPriority" : n}="${escapeHtml(v ?? "")}"`).join("")}/>`;
  });
}

/** The answers as the page carries them: the site settings only where they differ from the browser's build-time copy. */
function browserAnswers(answers: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const { key } = siteRead({ language: lang });
  if (!(key in answers)) return answers;
  const { [key]: site, ...rest } = answers;
  const changed = siteChanges(lang, site as SiteSettings);
  return Object.keys(changed).length === 0 ? rest : { ...rest, [key]: changed };
}

/** The app's markup at `location` with `answers` (`preparePage` first), and the resource hints it collected. */
export async function renderApp(location: string, lang: Lang, answers: Record<string, unknown> = {}): Promise<{ appHtml: string; hints: string[] }> {
  let hints: string[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders lang={lang} data={pageData(answers)}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    {
      onHeaders: (headers) => {
        hints = linkElements(headers.get("Link"));
      },
      maxHeadersLength: 100_000,
      // Every boundary inline, as the browser hydrates it: none sent later with a script (React outlines large ones by default).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  return { appHtml: await new Response(prelude).text(), hints };
}

export async function renderPage(input: PageInput): Promise<RenderedPage> {
  const { key, location, lang, answers = {}, carried = [], extras = {}, shell } = input;
  await preparePage(key, lang);
  const { appHtml, hints } = await renderApp(location, lang, answers);
  const path = key === "notFound" ? NOT_FOUND_PATH : pathOf(key);
  const head = pageHead({ ...input, path, site: INITIAL_SITE_SETTINGS[lang], ...extras });
  const late: string[] = [];
  if (extras.baiduVerification) late.push(`<meta name="baidu-site-verification" content="${escapeHtml(extras.baiduVerification)}" />`);
  const banner = extras.bannerPicture?.path;
  if (banner && /^\/[\w\-./]+$/.test(banner)) {
    // The banner (the largest paint of the home page) needs its data before it can render; its
    // first picture can show at once behind the placeholder. Outside #root: hydration is unaffected.
    // With variants (docs/decisions/0041) the hint names the same candidates as the banner's <img>.
    const set = srcSetOf(extras.bannerPicture!, "image/webp");
    late.push(
      `<link rel="preload" as="image" href="${banner}"${set ? ` imagesrcset="${escapeHtml(set)}" imagesizes="100vw"` : ""} fetchpriority="high" />`,
      `<style>.home-banner--loading{animation:none;background:var(--c-brand-900) url("${banner}") center/cover no-repeat}</style>`,
    );
  }
  const pageData = browserAnswers(Object.fromEntries(carried.filter((k) => k in answers).map((k) => [k, answers[k]])), lang);
  return { html: pageDocument({ htmlLang: HTML_LANG[lang], head: [...head.tags, ...hints], late, shell, appHtml, pageData }), appHtml, title: head.title };
}

/** The Worker's way in (common/app-render.ts). */
export const appRenderer: AppRenderer = { renderPage };
