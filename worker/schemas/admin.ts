/** Query schemas of the ops routes. */
import { z } from "zod";

const day = z.iso.date();

/** `from`/`to` are inclusive UTC calendar days (YYYY-MM-DD). */
export const dateRangeSchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { path: ["from"], message: "from after to" });

export const consultationExportQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    format: z.enum(["json", "csv"]).default("json"),
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { path: ["from"], message: "from after to" });
