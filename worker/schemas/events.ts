/** Bodies of the fire-and-forget analytics writes (module clicks, visits, vitals); all are counted, not stored. */
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
  /**
   * A form event's visit source (sessionStorage.attribution): the visit's first page's utm_source and
   * utm_campaign, so the funnel counts a form seen on another page under the campaign that brought the
   * visit, as it counts the lead. Without it, the page's own address (the Referer) says.
   */
  utm: z
    .object({ source: optionalText(100), campaign: optionalText(100) })
    .strict()
    .optional(),
});

export type ModuleClickInput = z.infer<typeof moduleClickSchema>;
export type VisitInput = z.infer<typeof visitSchema>;

/** Largest accepted vital: 10 minutes (ms), CLS 100; values past the top bucket count in it (db/vital-counts.ts). */
export const VITAL_LIMITS = { ms: 600_000, cls: 100 };
const vital = (max: number) => z.number().finite().min(0).max(max).optional();

/** POST /api/vitals: one page's field Core Web Vitals (ms, CLS unitless), sent once per page load. */
export const vitalsSchema = z.object({
  path: visitSchema.shape.path,
  lcp: vital(VITAL_LIMITS.ms),
  inp: vital(VITAL_LIMITS.ms),
  cls: vital(VITAL_LIMITS.cls),
  ttfb: vital(VITAL_LIMITS.ms),
  device: z.enum(["mobile", "desktop"]),
});

export type VitalsInput = z.infer<typeof vitalsSchema>;
