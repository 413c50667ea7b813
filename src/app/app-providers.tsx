import type { ReactNode } from "react";
import { I18nProvider } from "../i18n/i18n-context";
import type { Lang } from "../i18n/lang";
import { ApiSeedProvider, apiSeed, type ApiSeed } from "../lib/api-seed";
import { SiteSettingsProvider } from "./site-settings";

const NO_SEED = apiSeed();

/** Everything above the router: language, then site settings (which depend on it), and the answers the server HTML came with. */
export function AppProviders({ lang, seed = NO_SEED, children }: { lang: Lang; seed?: ApiSeed; children: ReactNode }) {
  return (
    <I18nProvider initial={lang}>
      <SiteSettingsProvider>
        <ApiSeedProvider seed={seed}>{children}</ApiSeedProvider>
      </SiteSettingsProvider>
    </I18nProvider>
  );
}
