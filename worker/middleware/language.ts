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

export const language = createMiddleware<AppEnv>(async (c, next) => {
  c.set("lang", apiLangFromAcceptLanguage(c.req.header("Accept-Language")));
  const requested = c.req.queries("language");
  if (requested) {
    const parsed = languageSchema.safeParse(requested.length === 1 ? requested[0] : requested);
    if (!parsed.success) return fail(c, 400, CODES.validation, "invalid", "language");
    c.set("lang", parsed.data);
  }
  await next();
});
