import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { DEFAULT_LEAD_RETENTION_DAYS } from "../../common/privacy";
import seedSettings from "../../seed/content/site-settings.json";
import { useI18n } from "../i18n/i18n-context";
import type { Lang } from "../i18n/lang";
import { siteRead } from "../lib/api";
import { useServedValue } from "../lib/page-data";
import type { SiteFact, SiteSettings } from "../lib/api-types";
import type { FactKey } from "../content/types";

/**
 * Build-time copy of `GET /api/site` for both languages, so the frame renders before (or without) the
 * API. It has the answer's shape: the bot-check key (an environment setting, not seed content) is
 * null and the leads' retention period the default of wrangler.toml unless the answer says otherwise,
 * so an unchanged answer leaves the kept server HTML (0021) in place and costs a page nothing.
 */
export const INITIAL_SITE_SETTINGS: Record<Lang, SiteSettings> = {
  zh: buildCopy(seedSettings.zh),
  en: buildCopy(seedSettings.en),
};

/** The seed's settings as GET /api/site answers them to a visitor whose country is unknown. */
function buildCopy(seed: (typeof seedSettings)["zh"]): SiteSettings {
  return { ...seed, visitorCountry: "", turnstileSiteKey: null, leadRetentionDays: DEFAULT_LEAD_RETENTION_DAYS };
}

/**
 * The part of a `GET /api/site` answer that differs from the build-time copy in `lang`: what a page
 * must carry for the browser's first render to equal the server's (the provider lays it over the
 * copy). Unchanged settings cost a page nothing; an edited hotline costs a few bytes.
 */
export function siteChanges(lang: Lang, answer: SiteSettings): Partial<SiteSettings> {
  const copy = INITIAL_SITE_SETTINGS[lang] as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.entries(answer).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(copy[k])));
}

const SiteSettingsContext = createContext<Record<Lang, SiteSettings>>(INITIAL_SITE_SETTINGS);

/**
 * Provides site settings; refreshes the current language from the API once (silently on failure).
 * Every page is served with the current settings of its language (the Worker's render, decision
 * 0028): the first render starts from them, so the browser hydrates what the server rendered and
 * an edit made since the build shows before the app starts, with nothing replaced when it does.
 */
export function SiteSettingsProvider({ children, initial = INITIAL_SITE_SETTINGS }: { children: ReactNode; initial?: Record<Lang, SiteSettings> }) {
  const { lang } = useI18n();
  const served = useServedValue()?.site;
  const [settings, setSettings] = useState(() => (served ? { ...initial, [lang]: { ...initial[lang], ...served } } : initial));
  const [fetched, setFetched] = useState<Partial<Record<Lang, true>>>({});

  useEffect(() => {
    if (fetched[lang]) return;
    let live = true;
    siteRead({ language: lang, silent: true })
      .run()
      .then(
        (data) => {
          if (!live || !data) return;
          setSettings((s) => ({ ...s, [lang]: { ...s[lang], ...data } }));
          setFetched((f) => ({ ...f, [lang]: true }));
        },
        () => {
          /* keep the build-time copy */
        },
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
