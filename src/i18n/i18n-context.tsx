import { createContext, startTransition, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { HTML_LANG, persistLang, type Lang } from "./lang";
import { format, type Catalogue } from "./catalogue";
import { common, type CommonKey } from "./messages/common";
import { setApiLanguage } from "../lib/api-client";

interface I18nValue {
  lang: Lang;
  setLang: (lang: Lang) => void;
  /** Common catalogue lookup (frame, labels, messages). */
  t: (key: CommonKey, vars?: Record<string, string | number>) => string;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ initial, children }: { initial: Lang; children: ReactNode }) {
  // The API client's Accept-Language is set before any child effect can fire a request.
  const [lang, setLangState] = useState<Lang>(() => {
    setApiLanguage(initial);
    return initial;
  });
  const setLang = useCallback((next: Lang) => {
    setApiLanguage(next);
    persistLang(next);
    if (typeof document !== "undefined") document.documentElement.lang = HTML_LANG[next];
    // A transition: when the page's copy in the other language is still loading, React keeps the
    // current screen until it is there instead of showing an empty page (src/app/page-content.ts).
    startTransition(() => setLangState(next));
  }, []);
  const value = useMemo<I18nValue>(() => ({ lang, setLang, t: (key, vars) => format(common[lang][key], vars) }), [lang, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const v = useContext(I18nContext);
  if (!v) throw new Error("useI18n outside I18nProvider");
  return v;
}

/** A feature catalogue in the current language: `const m = useMessages(newsMessages); m.title`. */
export function useMessages<K extends string>(catalogue: Catalogue<K>): Record<K, string> {
  return catalogue[useI18n().lang];
}

/** Pick the current language's side of any bilingual value: `useLocalized({ zh: ..., en: ... })`. */
export function useLocalized<T>(value: Record<Lang, T>): T {
  return value[useI18n().lang];
}
