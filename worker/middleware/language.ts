/**
 * Request language for `msg` and content: `?language=zh|en` wins, then `Accept-Language`
 * (starting with `en` means English), else Chinese. Any other `language` value is a 400.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail } from "../lib/envelope.ts";
import { languageSchema, type Lang } from "../schemas/common.ts";

/**
 * The API's rule (CONTRACT): a header that starts with `en` means English, anything else Chinese.
 * Pages weigh the whole list instead (pages/page-language.ts).
 */
export function apiLangFromAcceptLanguage(header: string | undefined): Lang {
  return header?.trim().toLowerCase().startsWith("en") ? "en" : "zh";
}

/**
 * An API request's language from its `Accept-Language` and its `language` query values, or
 * undefined where the request must be refused (another value, or more than one). The fast path
 * (worker/fast-read.ts) asks the same.
 */
export function apiLanguage(acceptLanguage: string | null | undefined, requested: readonly string[] | undefined): Lang | undefined {
  if (!requested || requested.length === 0) return apiLangFromAcceptLanguage(acceptLanguage ?? undefined);
  const parsed = languageSchema.safeParse(requested.length === 1 ? requested[0] : requested);
  return parsed.success ? parsed.data : undefined;
}

export const language = createMiddleware<AppEnv>(async (c, next) => {
  const lang = apiLanguage(c.req.header("Accept-Language"), c.req.queries("language"));
  // A refusal speaks the header's language.
  c.set("lang", lang ?? apiLangFromAcceptLanguage(c.req.header("Accept-Language")));
  if (!lang) return fail(c, 400, CODES.validation, "invalid", "language");
  await next();
});
