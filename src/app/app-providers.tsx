import type { ReactNode } from "react";
import { I18nProvider } from "../i18n/i18n-context";
import type { Lang } from "../i18n/lang";
import { ApiSeedProvider, apiSeed, type ApiSeed } from "../lib/api-seed";
import { SiteSettingsProvider } from "./site-settings";

const NO_SEED = apiSeed();

/** Everything above the router: language, the answers the server HTML came with, then site settings (which start from them). */
export function AppProviders({ lang, seed = NO_SEED, children }: { lang: Lang; seed?: ApiSeed; children: ReactNode }) {
  return (
    <I18nProvider initial={lang}>
      <ApiSeedProvider seed={seed}>
        <SiteSettingsProvider>{children}</SiteSettingsProvider>
      </ApiSeedProvider>
    </I18nProvider>
  );
}
