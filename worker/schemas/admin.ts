/** Query schemas of the ops routes. */
import { z } from "zod";

const day = z.iso.date();

/** `from`/`to` are inclusive UTC calendar days (YYYY-MM-DD). */
const range = { from: day.optional(), to: day.optional() };
const ordered = (r: { from?: string; to?: string }) => !r.from || !r.to || r.from <= r.to;
const ORDER_ISSUE = { path: ["from"], message: "from after to" };

export const dateRangeSchema = z.object(range).refine(ordered, ORDER_ISSUE);

/**
 * The dimensions the funnel groups by (db/funnel.ts): a lead counts under its visit's landing page
 * (`page`) or the page its form was sent from (`formPage`).
 */
export const FUNNEL_DIMS = ["page", "formPage", "source", "campaign", "language", "country"] as const;
export type FunnelDim = (typeof FUNNEL_DIMS)[number];

/** GET /api/admin/stats/funnel: one dimension (page by default), JSON or CSV. */
export const funnelQuerySchema = z
  .object({ ...range, by: z.enum(FUNNEL_DIMS).default("page"), format: z.enum(["json", "csv"]).default("json") })
  .refine(ordered, ORDER_ISSUE);

/** Largest JSON page of leads. */
export const LEAD_PAGE_MAX = 500;

/**
 * The leads export. With pageIndex or pageSize the JSON is one page ({ list, total, pageIndex,
 * pageSize }); without, it is the whole list, streamed. CSV is always the whole list, streamed.
 */
export const consultationExportQuerySchema = z
  .object({
    ...range,
    format: z.enum(["json", "csv"]).default("json"),
    pageIndex: z.coerce.number().int().min(1).optional(),
    pageSize: z.coerce.number().int().min(1).max(LEAD_PAGE_MAX).optional(),
  })
  .refine(ordered, ORDER_ISSUE);

/** POST /api/admin/notifications/test: one channel by name, or every configured one. */
export const notifyTestQuerySchema = z.object({
  channel: z
    .string()
    .regex(/^[a-z]{1,20}$/)
    .optional(),
});
