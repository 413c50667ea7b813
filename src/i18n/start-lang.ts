import { LANGUAGE_KEY, langFromQuery, langFromStored, type Lang } from "./lang";

export interface StartLang {
  lang: Lang;
  /** Hydrate the prerendered markup (same language), or render afresh over it. */
  hydrate: boolean;
  /** Write the choice to storage and the `lang` cookie. */
  persist: boolean;
}

function storedChoice(): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language the browser starts in. `?lang=` wins, then the stored choice (CONTRACT), then the
 * language the server rendered the page in (it read the `lang` cookie or Accept-Language), then
 * Chinese. Only when that equals the rendered language can the page be hydrated without a mismatch;
 * otherwise (a stored choice whose cookie was lost) it is rendered afresh and the cookie rewritten.
 */
export function startLang(search: string, htmlLang: string, prerendered: boolean, stored: string | null = storedChoice()): StartLang {
  const fromQuery = langFromQuery(search);
  const rendered: Lang = htmlLang.toLowerCase().startsWith("en") ? "en" : "zh";
  const lang = fromQuery ?? (stored !== null ? langFromStored(stored) : prerendered ? rendered : "zh");
  return { lang, hydrate: prerendered && lang === rendered, persist: fromQuery !== undefined || (stored !== null && lang !== rendered) };
}
