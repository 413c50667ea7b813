/** Request pieces the schemas share (pure zod, no Worker APIs: the SPA reads their types). */
import { z } from "zod";
import { ID_PATTERN } from "../../common/page-address.ts";
import { LANGS } from "../../common/languages.ts";

export { LANGS, type Lang } from "../../common/languages.ts";

/** `language` wherever it appears: `zh` or `en`, anything else is a 400. */
export const languageSchema = z.enum(LANGS);

/** A content id as text: a positive integer of at most 15 digits. */
export { ID_PATTERN };

/** Numeric ids in paths; anything else is treated as "does not exist" (404) by the routes. */
export const idParamSchema = z.object({ id: z.string().regex(ID_PATTERN) });

/** Trimmed text that must not be blank, with an upper bound. */
export function requiredText(max: number) {
  return z.string().trim().min(1).max(max);
}

/** Trimmed optional text with an upper bound; blank becomes undefined. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** Sentences a schema may pick for its own custom issues (worker/lib/messages.ts). */
const CUSTOM_KINDS = new Set(["required", "invalid", "consentRequired"] as const);
type IssueKind = typeof CUSTOM_KINDS extends Set<infer K> ? K : never;

/** Whether a validation issue means "missing" or "present but wrong" (or a custom sentence), for the error sentence. */
export function issueKind(issue: z.core.$ZodIssue): IssueKind {
  if (issue.code === "custom" && CUSTOM_KINDS.has(issue.message as IssueKind)) return issue.message as IssueKind;
  if (issue.code === "invalid_type" && issue.input === undefined) return "required";
  if (issue.code === "too_small" && issue.origin === "string" && issue.minimum === 1) return "required";
  return "invalid";
}
