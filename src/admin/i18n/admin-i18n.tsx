/** The admin's language: zh by default, en by choice (kept in localStorage.adminLanguage), and t(). */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { setAdminLang, type AdminLang } from "../lib/admin-fetch";
import { format } from "../../../common/catalogue";
import { adminMessages, type MessageKey } from "./admin-messages";

const STORE_KEY = "adminLanguage";

export type T = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function translator(lang: AdminLang): T {
  return (key, vars) => format(adminMessages[lang][key], vars);
}

export function initialLang(): AdminLang {
  try {
    return localStorage.getItem(STORE_KEY) === "en" ? "en" : "zh";
  } catch {
    return "zh";
  }
}

interface I18n {
  lang: AdminLang;
  t: T;
  setLang: (lang: AdminLang) => void;
}

const Ctx = createContext<I18n>({ lang: "zh", t: translator("zh"), setLang: () => {} });

export function AdminI18nProvider({ initial, children }: { initial: AdminLang; children: ReactNode }) {
  const [lang, setState] = useState<AdminLang>(initial);
  setAdminLang(lang);
  const setLang = useCallback((next: AdminLang) => {
    try {
      localStorage.setItem(STORE_KEY, next);
    } catch {
      /* the choice lasts this page only */
    }
    document.documentElement.lang = next === "en" ? "en" : "zh-CN";
    setState(next);
  }, []);
  const value = useMemo(() => ({ lang, t: translator(lang), setLang }), [lang, setLang]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export const useI18n = (): I18n => useContext(Ctx);
