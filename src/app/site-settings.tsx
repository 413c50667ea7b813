import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import seedSettings from "../../seed/content/site-settings.json";
import { useI18n } from "../i18n/i18n-context";
import type { Lang } from "../i18n/lang";
import { getSite } from "../lib/api";
import type { SiteFact, SiteSettings } from "../lib/api-types";
import type { FactKey } from "../content/types";

/**
 * Build-time copy of `GET /api/site` for both languages, so the frame renders before (or without) the
 * API. It has the answer's shape: the bot-check key (an environment setting, not seed content) is
 * null unless the answer says otherwise, so an unchanged answer leaves the kept server HTML (0021) in place.
 */
export const INITIAL_SITE_SETTINGS: Record<Lang, SiteSettings> = {
  zh: { ...(seedSettings.zh as SiteSettings), turnstileSiteKey: null },
  en: { ...(seedSettings.en as SiteSettings), turnstileSiteKey: null },
};

const SiteSettingsContext = createContext<Record<Lang, SiteSettings>>(INITIAL_SITE_SETTINGS);

/** Provides site settings; refreshes the current language from the API once (silently on failure). */
export function SiteSettingsProvider({ children, initial = INITIAL_SITE_SETTINGS }: { children: ReactNode; initial?: Record<Lang, SiteSettings> }) {
  const { lang } = useI18n();
  const [settings, setSettings] = useState(initial);
  const [fetched, setFetched] = useState<Partial<Record<Lang, true>>>({});

  useEffect(() => {
    if (fetched[lang]) return;
    let live = true;
    getSite({ language: lang, silent: true }).then(
      (data) => {
        if (!live || !data) return;
        setSettings((s) => ({ ...s, [lang]: { ...s[lang], ...data } }));
        setFetched((f) => ({ ...f, [lang]: true }));
      },
      () => { /* keep the build-time copy */ },
    );
    return () => {
      live = false;
    };
  }, [lang, fetched]);

  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

/** Site settings (brand, contacts, SaaS address, QR, facts) in the current language. */
export function useSiteSettings(): SiteSettings {
  const all = useContext(SiteSettingsContext);
  return all[useI18n().lang];
}

/** The company figures named by `keys`, in that order; a key the settings lack is left out. */
export function useFacts(keys: readonly FactKey[]): SiteFact[] {
  const { facts } = useSiteSettings();
  return keys.flatMap((k) => facts.find((f) => f.key === k) ?? []);
}
