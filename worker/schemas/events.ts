/** Bodies of the fire-and-forget analytics writes (module clicks, visits). */
import { z } from "zod";
import { languageSchema, optionalText } from "./common.ts";

/** Header modules 1..6, sent as strings by the SPA. */
export const MODULE_IDS = ["1", "2", "3", "4", "5", "6"] as const;

export const moduleClickSchema = z.object({
  module: z.enum(MODULE_IDS),
});

export const visitSchema = z.object({
  path: z.string().trim().min(1).max(500).regex(/^\//),
  referrer: optionalText(2000),
  language: languageSchema.optional(),
  screen: z
    .string()
    .trim()
    .regex(/^\d{2,5}x\d{2,5}$/)
    .optional(),
});

export type ModuleClickInput = z.infer<typeof moduleClickSchema>;
export type VisitInput = z.infer<typeof visitSchema>;
