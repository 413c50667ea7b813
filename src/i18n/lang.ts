/** Language detection and storage (CONTRACT "Browser storage and URLs"). Safe outside the browser. */
import type { Lang } from "../../common/languages";

export { HTML_LANG, LANGS, type Lang } from "../../common/languages";

export const LANGUAGE_KEY = "language";
export const LANG_COOKIE = "lang";

/** `localStorage.language`: the value `English` means English; anything else, or none, Chinese. */
export function langFromStored(value: string | null | undefined): Lang {
  return value === "English" ? "en" : "zh";
}

export function storedValueOf(lang: Lang): string {
  return lang === "en" ? "English" : "Chinese";
}

/** `?lang=en|zh` on any page overrides the stored choice. */
export function langFromQuery(search: string): Lang | undefined {
  const v = new URLSearchParams(search).get("lang");
  return v === "en" || v === "zh" ? v : undefined;
}

/** Remember the choice in storage and in a cookie the Worker reads on navigation. */
export function persistLang(lang: Lang): void {
  if (typeof window === "undefined") return;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, storedValueOf(lang));
  } catch {
    /* storage can be disabled; the cookie still carries the choice */
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed, already-valid value; the Cookie Store API is missing from the older Safari and Firefox versions the site supports
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}
