import type { ReactNode } from "react";
import { I18nProvider } from "../i18n/i18n-context";
import type { Lang } from "../i18n/lang";
import { SiteSettingsProvider } from "./site-settings";

/** Everything above the router: language, then site settings (which depend on it). */
export function AppProviders({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <I18nProvider initial={lang}>
      <SiteSettingsProvider>{children}</SiteSettingsProvider>
    </I18nProvider>
  );
}
