/**
 * The language a page navigation is served in (issue 6): `?lang=` first (each language has its own
 * URL for crawlers), then the `lang` cookie the SPA writes beside its stored choice, then the
 * browser's Accept-Language, then Chinese.
 */
import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import type { Lang } from "../schemas/common.ts";

const isLang = (v: string | undefined): v is Lang => v === "zh" || v === "en";

/**
 * The pages' rule: the preferred supported language of an Accept-Language list (by q-value, then
 * order), if any. The API reads only the first tag (middleware/language.ts).
 */
export function pageLangFromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranges = header.split(",").map((part, order) => {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return { primary: tag.trim().split("-")[0], q: q === undefined ? 1 : Number(q), order };
  });
  ranges.sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges.find((r) => r.q > 0 && isLang(r.primary))?.primary as Lang | undefined;
}

/** Negotiate the page language of a request. */
export function pageLanguage(c: Context): Lang {
  const query = c.req.query("lang");
  if (isLang(query)) return query;
  const cookie = getCookie(c, "lang");
  if (isLang(cookie)) return cookie;
  return pageLangFromAcceptLanguage(c.req.header("Accept-Language")) ?? "zh";
}
