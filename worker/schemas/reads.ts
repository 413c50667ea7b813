/** Query schemas of the public reads (CONTRACT "Reads"). */
import { z } from "zod";

import { NEWS_TABS, type NewsTab } from "../../common/content-types/news.ts";
import { SOFTWARE_KINDS } from "../../common/content-types/software.ts";
export { NEWS_TABS, type NewsTab, SOFTWARE_KINDS };

export const newsListQuerySchema = z.object({
  tab: z.enum(NEWS_TABS).optional(),
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export type SoftwareKind = (typeof SOFTWARE_KINDS)[number];

export const softwareListQuerySchema = z.object({
  kind: z.enum(SOFTWARE_KINDS).optional(),
});

/** GET /api/search: the query (trimmed, 1-100 characters) and a page of at most 20 results. */
/** GET /api/pages: the route path of a content page (common/route-table.ts). */
export const pageQuerySchema = z.object({ path: z.string().regex(/^\/[\w\-/]{0,100}$/) });

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(20).default(10),
});
