/**
 * The calls the SPA makes, by path under /api: method, query keys, JSON body and the `data` of the
 * answer. Bodies and query keys are the input types of the zod schemas the Worker validates with, so a
 * renamed field reaches the SPA's call sites. Pure types: the SPA reads this file with `import type`,
 * and worker/api-requests-check.ts has the compiler prove that the Worker's route chain serves every
 * path here with its method and accepts every body, so a renamed path breaks `npm run check` too.
 */
import type { z } from "zod";
import type { Lang } from "./common.ts";
import type { currentConsultationSchema } from "./consultation.ts";
import type { moduleClickSchema, visitSchema } from "./events.ts";
import type { newsListQuerySchema, pageQuerySchema, searchQuerySchema, softwareListQuerySchema } from "./reads.ts";
import type { LocalPage } from "../../common/page-text.ts";
import type { PageValue } from "../../common/page-loader.ts";
import type {
  Banner,
  Created,
  NewsDetail,
  NewsItem,
  NewsPage,
  PrivacyPolicy,
  ProductOption,
  SiteSettings,
  SoftwareDetail,
  SoftwareItem,
  SearchResults,
  UpdateLog,
  UpdateLogDetail,
  Video,
  VideoDetail,
} from "./responses.ts";

/** Query parameters a schema reads, as the URL carries them (text or numbers), plus `language`. */
type QueryOf<S extends z.ZodType> = Partial<Record<keyof z.input<S>, string | number>>;

interface Read<Data, Query = Record<never, never>> {
  method: "get";
  query: Query & { language?: Lang };
  data: Data;
}

interface Write<Body> {
  method: "post";
  json: Body;
  data: Created;
}

export interface ApiRequests {
  "/site": Read<SiteSettings>;
  "/site/privacy": Read<PrivacyPolicy>;
  "/banners": Read<Banner[]>;
  "/news/top": Read<NewsItem[]>;
  "/news": Read<NewsPage, QueryOf<typeof newsListQuerySchema>>;
  "/news/:id": Read<NewsDetail>;
  "/products": Read<ProductOption[]>;
  "/software": Read<SoftwareItem[], QueryOf<typeof softwareListQuerySchema>>;
  "/software/:id": Read<SoftwareDetail>;
  "/videos": Read<Video[]>;
  "/videos/:id": Read<VideoDetail>;
  "/update-logs": Read<UpdateLog[]>;
  "/update-logs/:id": Read<UpdateLogDetail>;
  "/search": Read<SearchResults, QueryOf<typeof searchQuerySchema>>;
  "/pages": Read<LocalPage, QueryOf<typeof pageQuerySchema>>;
  /** The current form shape; the Worker also takes the older one (CONTRACT "Writes"). */
  "/consultations": Write<z.input<typeof currentConsultationSchema>>;
  "/module-clicks": Write<z.input<typeof moduleClickSchema>>;
  "/visits": Write<z.input<typeof visitSchema>>;
}

export type ApiPath = keyof ApiRequests;

type DataOf<P extends ApiPath> = ApiRequests[P]["data"];

/** A page's loaded data (common/page-loader.ts), each named read's answer typed as its path's. */
export type TypedPageValue = PageValue<{
  page: DataOf<"/pages">;
  site: DataOf<"/site">;
  products: DataOf<"/products">;
  privacy: DataOf<"/site/privacy">;
  banners: DataOf<"/banners">;
  newsTop: DataOf<"/news/top">;
  newsList: DataOf<"/news">;
  newsItem: DataOf<"/news/:id">;
  software: DataOf<"/software">;
  manuals: DataOf<"/software">;
  videos: DataOf<"/videos">;
  updateLogs: DataOf<"/update-logs">;
  updateLog: DataOf<"/update-logs/:id">;
  search: DataOf<"/search">;
}>;
