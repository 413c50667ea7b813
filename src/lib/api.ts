/**
 * One typed function per API endpoint the SPA uses (CONTRACT.md). All go through `request`, so
 * every call carries Accept-Language, the bearer token and the 300 s timeout. `language` is sent as
 * a query too: it wins over the header on the server, and keeps cached public reads per language.
 * Paths, query keys, bodies and answers are typed by worker/schemas/api-requests.ts, which the
 * compiler holds to the Worker's routes and schemas: a path or field renamed there breaks the build here.
 */
import type { NavArea } from "../../common/route-table";
import type { Lang } from "../i18n/lang";
import type { ApiPath, ApiRequests } from "../../worker/schemas/api-requests";
import { buildUrl, clearUserInfo, getApiLanguage, request, TOKEN_KEY } from "./api-client";
import type { NewsTab, SoftwareKind } from "./api-types";

/** Options every read accepts: a language other than the current one, silence, abort. */
export interface ReadOptions {
  language?: Lang;
  silent?: boolean;
  signal?: AbortSignal;
}

type ReadPath = { [P in ApiPath]: ApiRequests[P]["method"] extends "get" ? P : never }[ApiPath];
type WritePath = Exclude<ApiPath, ReadPath>;
type Data<P extends ApiPath> = ApiRequests[P]["data"];
type Query<P extends ReadPath> = ApiRequests[P] extends { query: infer Q } ? Q : never;
type Body<P extends WritePath> = ApiRequests[P] extends { json: infer B } ? B : never;

/** A path with its `:id` filled in (encoded). */
function withId(path: `${string}/:id`, value: string | number): string {
  return path.replace(/:id$/, encodeURIComponent(String(value)));
}

/**
 * A read named before it runs: `key` is the address it asks for (path, query and language), the
 * same on the server and in the browser, so the Worker can answer it into the page's HTML.
 */
export interface ApiRead<T> {
  key: string;
  run: (signal?: AbortSignal) => Promise<T>;
}

function describe<P extends ReadPath>(path: P, opts: ReadOptions = {}, query?: Omit<Query<P>, "language">, id?: string | number): ApiRead<Data<P>> {
  const resolved = id === undefined ? path : withId(path as `${string}/:id`, id);
  const fullQuery = { language: opts.language ?? getApiLanguage(), ...query };
  return {
    key: buildUrl(resolved, fullQuery),
    run: (signal) => request<Data<P>>(resolved, { query: fullQuery, silent: opts.silent, signal: signal ?? opts.signal }),
  };
}

function read<P extends ReadPath>(path: P, opts: ReadOptions = {}, query?: Omit<Query<P>, "language">, id?: string | number): Promise<Data<P>> {
  return describe(path, opts, query, id).run();
}

function write<P extends WritePath>(path: P, body: Body<P>, extra: { headers?: Record<string, string>; silent?: boolean } = {}): Promise<Data<P>> {
  return request<Data<P>>(path, { method: "POST", body, ...extra });
}

/** GET /api/site: brand, contacts, SaaS address, QR code, company facts; every page is served with it. */
export const siteRead = (opts?: ReadOptions) => describe("/site", opts);

/** GET /api/site/privacy: the privacy policy (sanitised HTML) and its version, served in /privacy. */
export const privacyRead = (opts?: ReadOptions) => describe("/site/privacy", opts);

/** GET /api/banners: home carousel slides in display order. */
export const bannersRead = (opts?: ReadOptions) => describe("/banners", opts);

/** GET /api/news/top: the three latest published news items. */
export const newsTopRead = (opts?: ReadOptions) => describe("/news/top", opts);

export interface NewsPageQuery {
  tab?: NewsTab;
  pageIndex?: number;
  pageSize?: number;
}

/** GET /api/news: one page of news, newest first; no tab means all tabs. */
export const newsPageRead = (q: NewsPageQuery = {}, opts?: ReadOptions) =>
  describe("/news", opts, { tab: q.tab, pageIndex: q.pageIndex ?? 1, pageSize: q.pageSize ?? 10 });

/** GET /api/news/:id: one item with sanitised HTML content and prev/next links. */
export const newsDetailRead = (newsId: string | number, opts?: ReadOptions) => describe("/news/:id", opts, {}, newsId);

/** GET /api/products: product options of the contact form, served in the page with it. */
export const productsRead = (opts?: ReadOptions) => describe("/products", opts);

/** GET /api/software: installers and manuals; no kind means both. */
export const softwareRead = (kind?: SoftwareKind, opts?: ReadOptions) => describe("/software", opts, { kind });

/** GET /api/software/:id: one download with its description. */
export const getSoftwareDetail = (softwareId: string | number, opts?: ReadOptions) => read("/software/:id", opts, {}, softwareId);

/** GET /api/videos: teaching videos. */
export const videosRead = (opts?: ReadOptions) => describe("/videos", opts);

/** GET /api/videos/:id: one video plus the others; each call counts a view. */
export const videoDetailRead = (videoId: string | number, opts?: ReadOptions) => describe("/videos/:id", opts, {}, videoId);

/** GET /api/update-logs: release entries, newest first. */
export const updateLogsRead = (opts?: ReadOptions) => describe("/update-logs", opts);

/** GET /api/search: one page of site search results (the search page, rendered with them by the Worker). */
/** GET /api/pages: a content page's published blocks in one language (decision 0040). */
export const pageRead = (path: string, opts?: ReadOptions) => describe("/pages", opts, { path });

export const searchRead = (q: string, pageIndex: number, opts?: ReadOptions) => describe("/search", opts, { q, pageIndex });

/** GET /api/update-logs/:id: one release with sanitised HTML content. */
export const updateLogDetailRead = (logId: string | number, opts?: ReadOptions) => describe("/update-logs/:id", opts, {}, logId);

/**
 * POST /api/consultations. `idempotencyKey` makes a retry of the same attempt safe: the server
 * answers the first result again instead of storing a second lead.
 */
export const postConsultation = (body: Body<"/consultations">, idempotencyKey?: string) =>
  write("/consultations", body, { headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined });

/** POST /api/module-clicks: fire-and-forget analytics, never toasted. */
export const postModuleClick = (module: NavArea) => write("/module-clicks", { module: `${module}` as const }, { silent: true });

/** POST /api/visits: fire-and-forget page-view record, never toasted. */
export const postVisit = (body: Body<"/visits">) => write("/visits", body, { silent: true });

/** Logout: forget the token and the user info (CONTRACT "Browser storage"). */
export function logout(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    /* storage disabled: nothing stored either */
  }
  clearUserInfo();
}
