import type { ReactNode } from "react";
import { I18nProvider } from "../i18n/i18n-context";
import type { Lang } from "../i18n/lang";
import { PageDataProvider, pageData, type PageData } from "../lib/page-data";
import { SiteSettingsProvider } from "./site-settings";

const NO_DATA = pageData();

/** Everything above the router: language, the page's data, then site settings (which start from them). */
export function AppProviders({ lang, data = NO_DATA, children }: { lang: Lang; data?: PageData; children: ReactNode }) {
  return (
    <I18nProvider initial={lang}>
      <PageDataProvider data={data}>
        <SiteSettingsProvider>{children}</SiteSettingsProvider>
      </PageDataProvider>
    </I18nProvider>
  );
}
