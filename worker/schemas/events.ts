/** Bodies of the fire-and-forget analytics writes (module clicks, visits); both are counted, not stored. */
import { z } from "zod";
import { languageSchema, optionalText } from "./common.ts";

/** Header modules 1..6, sent as strings by the SPA. */
export const MODULE_IDS = ["1", "2", "3", "4", "5", "6"] as const;

export const moduleClickSchema = z.object({
  module: z.enum(MODULE_IDS),
});

/** CONTRACT "Bounds on the event writes": longer fields answer 400. */
export const VISIT_LIMITS = { path: 512, referrer: 1024, screen: 32 };

export const visitSchema = z.object({
  path: z.string().trim().min(1).max(VISIT_LIMITS.path).regex(/^\//),
  referrer: optionalText(VISIT_LIMITS.referrer),
  language: languageSchema.optional(),
  screen: z
    .string()
    .trim()
    .max(VISIT_LIMITS.screen)
    .regex(/^\d{2,5}x\d{2,5}$/)
    .optional(),
  /** A contact form seen or started on the page, for the funnel; absent for a page view. */
  event: z.enum(["form_view", "form_start"]).optional(),
});

export type ModuleClickInput = z.infer<typeof moduleClickSchema>;
export type VisitInput = z.infer<typeof visitSchema>;
