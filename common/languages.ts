/**
 * The site's languages and their HTML language tags: one list for the SPA, the Worker, the seed
 * loader and the browser suite.
 */
export const LANGS = ["zh", "en"] as const;
export type Lang = (typeof LANGS)[number];

/** `<html lang>`, hreflang and Content-Language tag of each language. */
export const HTML_LANG: Record<Lang, string> = { zh: "zh-CN", en: "en" };

/** The bot check's widget language of each (Turnstile's codes), for the app's widget and the Worker's. */
export const TURNSTILE_LANG: Record<Lang, string> = { zh: "zh-cn", en: "en" };
