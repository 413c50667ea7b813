/**
 * One typed function per API endpoint the SPA uses (CONTRACT.md). All go through `request`, so
 * every call carries Accept-Language, the bearer token and the 300 s timeout. `language` is sent as
 * a query too: it wins over the header on the server, and keeps cached public reads per language.
 */
import type { Lang } from "../i18n/lang";
import { clearUserInfo, getApiLanguage, request, TOKEN_KEY, type RequestOptions } from "./api-client";
import type {
  Banner, ConsultationInput, Created, NewsDetail, NewsItem, NewsPage, NewsTab, ProductOption,
  SiteSettings, Software, SoftwareDetail, SoftwareKind, UpdateLog, UpdateLogDetail, Video,
  VideoDetail, VisitInput,
} from "./api-types";

/** Options every read accepts: a language other than the current one, silence, abort. */
export interface ReadOptions {
  language?: Lang;
  silent?: boolean;
  signal?: AbortSignal;
}

function read<T>(path: string, opts: ReadOptions = {}, query: RequestOptions["query"] = {}): Promise<T> {
  return request<T>(path, {
    query: { language: opts.language ?? getApiLanguage(), ...query },
    silent: opts.silent,
    signal: opts.signal,
  });
}

const id = (value: string | number) => encodeURIComponent(String(value));

/** GET /api/site: brand, contacts, SaaS address, QR code, company facts. */
export const getSite = (opts?: ReadOptions) => read<SiteSettings>("/site", opts);

/** GET /api/banners: home carousel slides in display order. */
export const getBanners = (opts?: ReadOptions) => read<Banner[]>("/banners", opts);

/** GET /api/news/top: the three latest published news items. */
export const getNewsTop = (opts?: ReadOptions) => read<NewsItem[]>("/news/top", opts);

export interface NewsPageQuery {
  tab?: NewsTab;
  pageIndex?: number;
  pageSize?: number;
}

/** GET /api/news: one page of news, newest first; no tab means all tabs. */
export const getNewsPage = (q: NewsPageQuery = {}, opts?: ReadOptions) =>
  read<NewsPage>("/news", opts, { tab: q.tab, pageIndex: q.pageIndex ?? 1, pageSize: q.pageSize ?? 10 });

/** GET /api/news/:id: one item with sanitised HTML content and prev/next links. */
export const getNewsDetail = (newsId: string | number, opts?: ReadOptions) =>
  read<NewsDetail>(`/news/${id(newsId)}`, opts);

/** GET /api/products: product options of the contact form. */
export const getProducts = (opts?: ReadOptions) => read<ProductOption[]>("/products", opts);

/** GET /api/software: installers and manuals; no kind means both. */
export const getSoftware = (kind?: SoftwareKind, opts?: ReadOptions) =>
  read<Software[]>("/software", opts, { kind });

/** GET /api/software/:id: one download with its description. */
export const getSoftwareDetail = (softwareId: string | number, opts?: ReadOptions) =>
  read<SoftwareDetail>(`/software/${id(softwareId)}`, opts);

/** GET /api/videos: teaching videos. */
export const getVideos = (opts?: ReadOptions) => read<Video[]>("/videos", opts);

/** GET /api/videos/:id: one video plus the others; each call counts a view. */
export const getVideoDetail = (videoId: string | number, opts?: ReadOptions) =>
  read<VideoDetail>(`/videos/${id(videoId)}`, opts);

/** GET /api/update-logs: release entries, newest first. */
export const getUpdateLogs = (opts?: ReadOptions) => read<UpdateLog[]>("/update-logs", opts);

/** GET /api/update-logs/:id: one release with sanitised HTML content. */
export const getUpdateLogDetail = (logId: string | number, opts?: ReadOptions) =>
  read<UpdateLogDetail>(`/update-logs/${id(logId)}`, opts);

/**
 * POST /api/consultations. `idempotencyKey` makes a retry of the same attempt safe: the server
 * answers the first result again instead of storing a second lead.
 */
export const postConsultation = (body: ConsultationInput, idempotencyKey?: string) =>
  request<Created>("/consultations", {
    method: "POST",
    body,
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
  });

/** POST /api/module-clicks: fire-and-forget analytics, never toasted. */
export const postModuleClick = (module: number | string) =>
  request<Created>("/module-clicks", { method: "POST", body: { module: String(module) }, silent: true });

/** POST /api/visits: fire-and-forget page-view record, never toasted. */
export const postVisit = (body: VisitInput) =>
  request<Created>("/visits", { method: "POST", body, silent: true });

/** Logout: forget the token and the user info (CONTRACT "Browser storage"). */
export function logout(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    /* storage disabled: nothing stored either */
  }
  clearUserInfo();
}
