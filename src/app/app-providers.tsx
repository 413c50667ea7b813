import type { ReactNode } from "react";
import { I18nProvider } from "../i18n/i18n-context";
import type { Lang } from "../i18n/lang";
import { PageValueProvider } from "../lib/page-data";
import type { TypedPageValue } from "../../worker/schemas/api-requests";
import { SiteSettingsProvider } from "./site-settings";

/** Everything above the router: language, the served page's value, then site settings (which start from it). */
export function AppProviders({ lang, value, partial, children }: { lang: Lang; value?: TypedPageValue; partial?: boolean; children: ReactNode }) {
  return (
    <I18nProvider initial={lang}>
      <PageValueProvider value={value} partial={partial}>
        <SiteSettingsProvider>{children}</SiteSettingsProvider>
      </PageValueProvider>
    </I18nProvider>
  );
}
