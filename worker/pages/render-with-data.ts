/**
 * Pages rendered with their data (docs/decisions/0028). Every page has some: the site settings
 * (footer, contact block, help, about) and, with the contact form, the product list, both editable
 * in the admin; the data pages' lists and items besides. The app's server entry renders the page
 * once to learn which API reads it asks for; the Worker answers them through its own fetch (so the
 * answers are the /api answers, read cache and D1 sessions included), renders again with them, and
 * the result replaces the prerendered page's #root, with the answers in a JSON script the browser
 * hydrates from. React is imported on the first such page only: API requests never evaluate it.
 * Anything failing or slow leaves the prerendered page as it is (loading state, client fetch).
 */
import type { Context } from "hono";
import { apiSeedScript } from "../../common/api-seed-script.ts";
import { escapeHtml } from "../../common/escape-html.ts";
import type { AppRenderer } from "../../common/app-render.ts";
import type { PageKey } from "../../common/route-table.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { sha256Hex } from "../lib/crypto.ts";
import { readCache } from "../lib/read-cache.ts";
import { edgeCountry, LOCAL_COUNTRY_HEADER } from "../lib/visitor.ts";
import type { Lang } from "../schemas/common.ts";
import { structuredDataReads } from "./structured-data.ts";

/**
 * Reads answered into a page: site settings, products, public lists and items, search results. Not a
 * video's own read, which counts a view.
 */
const SERVABLE = /^\/api\/(site|site\/privacy|products|banners|news|news\/top|news\/\d+|software|videos|update-logs|update-logs\/\d+|search)(\?|$)/;

/** Longer than this for all of a page's reads, and the page goes out without them. */
export const DATA_TIMEOUT_MS = 1000;

export interface PageData {
  /** Markup for inside #root. */
  appHtml: string;
  /** The answers the browser needs, as the JSON script placed after #root ("" when it needs none). */
  seed: string;
  /** Every answer the page was rendered with, and those its structured data reads (structured-data.ts). */
  answers: Record<string, unknown>;
  /** Tags for the head that come from the settings (Baidu's site verification), "" for none. */
  head: string;
}

/** The head tags the site settings ask for: Baidu's verification meta when it is set (validated on save). */
function headTags(answers: Record<string, unknown>): string {
  const site = Object.entries(answers).find(([k]) => /^\/api\/site\?/.test(k))?.[1] as { baiduVerification?: string } | undefined;
  const baidu = site?.baiduVerification;
  return baidu ? `<meta name="baidu-site-verification" content="${escapeHtml(baidu)}" />` : "";
}

let renderer: Promise<AppRenderer> | undefined;
function appRenderer(): Promise<AppRenderer> {
  renderer ??= import("#app-render").then((m: { appRenderer: AppRenderer }) => m.appRenderer);
  return renderer.catch((err: unknown) => {
    renderer = undefined;
    throw err;
  });
}

/** Keys a location asks for, and finished renders by location and data digest (lib/read-cache.ts; a publish empties the renders). */
const wantedByLocation = readCache<string[]>({ maxEntries: 200, content: false });
const renders = readCache<PageData>({ maxEntries: 200, content: true });

/** The Worker's own fetch (its default export), loaded when first needed: it imports this module's importer. */
async function apiFetch(c: Context<AppEnv>, key: string, lang: Lang): Promise<unknown> {
  const { default: worker } = await import("../index.ts");
  // The visitor's country goes along (as the edge gives it, or locally as the header names it): the
  // settings answer presets the form to their area code.
  const country = edgeCountry(c.req.raw, c.env);
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": lang };
  if (country && c.env.ENVIRONMENT === "local") headers[LOCAL_COUNTRY_HEADER] = country;
  const req = new Request(new URL(key, c.req.url), { headers, ...(country ? { cf: { country } } : {}) } as RequestInit);
  const res = await worker.fetch(req, c.env, executionContext(c));
  const body = (await res.json()) as { code?: number; success?: boolean; data?: unknown };
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

/** Render `key` at `location` with its data, or null to serve the prerendered page as it is. */
export async function renderWithData(c: Context<AppEnv>, key: PageKey | "notFound", location: string, lang: Lang): Promise<PageData | null> {
  try {
    return await withTimeout(render(c, key, location, lang), DATA_TIMEOUT_MS);
  } catch (err) {
    console.warn(JSON.stringify({ level: "warn", message: "page served without its data", location, error: String(err) }));
    return null;
  }
}

async function render(c: Context<AppEnv>, key: PageKey | "notFound", location: string, lang: Lang): Promise<PageData | null> {
  const at = `${lang} ${location}`;
  // The renderer with this page's module and copy loaded: at most once per request.
  let ready: Promise<AppRenderer> | undefined;
  const prepared = () =>
    (ready ??= appRenderer().then(async (app) => {
      await app.preparePage(key, lang);
      return app;
    }));
  let wanted = wantedByLocation.get(at);
  if (!wanted) {
    wanted = [...(await prepared()).renderApp(location, lang).wanted].filter((k) => SERVABLE.test(k)).sort();
    wantedByLocation.set(at, wanted);
  }
  if (wanted.length === 0) return null;
  const reads = [...new Set([...wanted, ...structuredDataReads(key, lang)])];
  const values = await Promise.all(reads.map((k) => apiFetch(c, k, lang)));
  const answers = Object.fromEntries(reads.map((k, i) => [k, values[i]]));
  const json = JSON.stringify(answers);
  // The data is part of the key: a publish changes the answers, so the next request renders afresh.
  const cacheKey = `${at} ${await sha256Hex(json)}`;
  const cached = renders.get(cacheKey);
  if (cached) return cached;
  const app = await prepared();
  // Only what the app read goes to the browser: the structured data's own reads stay on the server.
  const carried = app.browserAnswers(Object.fromEntries(wanted.map((k) => [k, answers[k]])), lang);
  const out = {
    appHtml: app.renderApp(location, lang, answers).html,
    seed: Object.keys(carried).length > 0 ? apiSeedScript(carried) : "",
    answers,
    head: headTags(answers),
  };
  renders.set(cacheKey, out);
  return out;
}

/** The prerendered `html` with `data`'s markup in #root and its answers after it. */
export function withPageData(html: string, data: PageData): Promise<string> {
  return new HTMLRewriter()
    .on("head", {
      element(el) {
        if (data.head) el.append(`  ${data.head}\n  `, { html: true });
      },
    })
    .on("#root", {
      element(el) {
        el.setInnerContent(data.appHtml, { html: true });
        el.after(data.seed, { html: true });
      },
    })
    .transform(new Response(html))
    .text();
}
