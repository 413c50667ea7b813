/**
 * Every page served with its data (docs/decisions/0033, 0060): its route's loader (common/page-loader.ts)
 * answered from the API routes in-process (worker/api.ts: read caches and D1
 * session included); the page rendered once with them by the app's one page render (imported on the
 * first page only: API requests never evaluate React) and kept in memory by its data. A read failing
 * or slow: the page without data (its loading state; the browser fetches), as the build prerendered it.
 */
import type { Context } from "hono";
import type { AppRenderer, PageExtras, PageInput } from "../../common/app-render.ts";
import { loadPage } from "../../common/page-loader.ts";
import type { PageKey } from "../../common/route-table.ts";
import { answerRead } from "../api.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { sha256Hex } from "../lib/crypto.ts";
import { readCache } from "../lib/read-cache.ts";
import { edgeCountry, LOCAL_COUNTRY_HEADER } from "../lib/visitor.ts";
import type { Lang } from "../schemas/common.ts";
import type { TypedPageValue } from "../schemas/api-requests.ts";
import { newsShareImage } from "./share-image.ts";
import { type PageContext, structuredData, structuredDataReads } from "./structured-data.ts";

/** A preview's change to one read's answer (`found` undefined: the public read found nothing). */
export type ReadOverlay = (key: string, found: unknown) => Promise<unknown>;

/** Longer than this for all of a page's reads, and the page goes out without them. */
export const DATA_TIMEOUT_MS = 1000;

/** The page's item is not there (an unknown news id): the page is a 404. */
class MissingItem extends Error {}

/** One read's answer (its `data`), from the API routes in-process, for the visitor's country. */
async function readApi(c: Context<AppEnv>, key: string, lang: Lang): Promise<unknown> {
  // The visitor's country goes along (as the edge gives it, or locally as the header names it): the
  // settings answer presets the form to their area code.
  const country = edgeCountry(c.req.raw, c.env);
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": lang };
  if (country && c.env.ENVIRONMENT === "local") headers[LOCAL_COUNTRY_HEADER] = country;
  const req = new Request(new URL(key, c.req.url), { headers, ...(country ? { cf: { country } } : {}) } as RequestInit);
  const res = await answerRead(req, c.env, executionContext(c));
  const body = (await res.json()) as { code?: number; success?: boolean; data?: unknown };
  if (res.status === 404) throw new MissingItem(key);
  if (res.status !== 200 || body.success !== true || body.code !== 200) throw new Error(`${key}: ${res.status}`);
  return body.data;
}

/** The request's execution context; one whose waitUntil does nothing where there is none (tests calling the app directly). */
export function executionContext(c: Context<AppEnv>): ExecutionContext {
  try {
    return c.executionCtx as unknown as ExecutionContext;
  } catch {
    return { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("data read timed out")), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The page's value at `location` (common/page-loader.ts: its declared reads, and those its structured
 * data needs besides), or null to render it without (a read failed or was slow), or "missing" for a
 * news item or a landing page that is not there.
 */
export async function pageData(
  c: Context<AppEnv>,
  key: PageKey | "notFound",
  location: string,
  lang: Lang,
  overlay?: ReadOverlay,
): Promise<TypedPageValue | "missing" | null> {
  const { searchParams: query, pathname } = new URL(location, c.req.url);
  // A preview link's page (worker/preview/): each answer with the version under review in it, also
  // where the public read has nothing (a draft's detail).
  const read = (k: string) =>
    overlay
      ? readApi(c, k, lang)
          .catch((err: unknown) => {
            if (err instanceof MissingItem) return undefined;
            throw err;
          })
          .then((found) => overlay(k, found))
          .then((v) => {
            if (v === undefined) throw new MissingItem(k);
            return v;
          })
      : readApi(c, k, lang);
  try {
    // The answers are the API routes' own, typed by their paths (worker/schemas/api-requests.ts).
    return (await withTimeout(loadPage({ key, pathname, query, lang }, read, structuredDataReads(key)), DATA_TIMEOUT_MS)) as TypedPageValue;
  } catch (err) {
    // An unknown news id, a landing page not public (never published, not yet, no longer, deleted).
    if (err instanceof MissingItem && (key === "newsDetail" || key === "landing")) return "missing";
    console.warn(JSON.stringify({ level: "warn", message: "page served without its data", location, error: String(err) }));
    return null;
  }
}

/** What a page's value says in its head: a news item's headline and share picture, the structured data, Baidu's verification. */
export function pageExtras(page: PageContext, value: TypedPageValue): PageExtras {
  const news = page.key === "newsDetail" ? value.newsItem : undefined;
  return {
    headline: news && { title: news.title, subtitle: news.subtitle },
    shareImage: news && newsShareImage(news.coverUrlIdList[0]),
    structuredData: structuredData(page, value),
    baiduVerification: value.site?.baiduVerification || undefined,
  };
}

/** The app's page render, imported on the first page (a failed import is tried again on the next). */
const appRenderer = () => import("#app-render").then((m: { appRenderer: AppRenderer }) => m.appRenderer);

/** The in-memory render cache (lib/read-cache.ts): finished documents by address, language and data digest; a publish empties it. */
const renderCache = readCache<string>({ maxEntries: 200, content: true });

/** Documents the render cache holds (tests: how many renders an address made). */
export const renderedDocuments = (): number => renderCache.count;

/** The document for `input`, rendered once per address and data: a publish changes the data, so the next request renders afresh. */
export async function pageHtml(input: PageInput, cached = true): Promise<string> {
  // A preview link's page is rendered for its one visitor and never kept.
  if (!cached) return (await (await appRenderer()).renderPage(input)).html;
  const key = `${input.lang} ${input.origin} ${input.urlLang} ${input.location} ${await sha256Hex(JSON.stringify([input.value ?? null, input.shell.boot]))}`;
  const html = renderCache.get(key) ?? (await (await appRenderer()).renderPage(input)).html;
  renderCache.set(key, html);
  return html;
}
