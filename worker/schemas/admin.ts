/** Query schemas of the ops routes. */
import { z } from "zod";

const day = z.iso.date();

/** `from`/`to` are inclusive UTC calendar days (YYYY-MM-DD). */
const range = { from: day.optional(), to: day.optional() };
const ordered = (r: { from?: string; to?: string }) => !r.from || !r.to || r.from <= r.to;
const ORDER_ISSUE = { path: ["from"], message: "from after to" };

export const dateRangeSchema = z.object(range).refine(ordered, ORDER_ISSUE);

export const consultationExportQuerySchema = z
  .object({ ...range, format: z.enum(["json", "csv"]).default("json") })
  .refine(ordered, ORDER_ISSUE);

/** POST /api/admin/notifications/test: one channel by name, or every configured one. */
export const notifyTestQuerySchema = z.object({ channel: z.string().regex(/^[a-z]{1,20}$/).optional() });
