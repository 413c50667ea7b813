import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { AppProviders } from "../../../src/app/app-providers";
import { ContactBlock } from "../../../src/components/contact/contact-block";
import { ToastRegion } from "../../../src/components/toast/toast-region";
import type { Lang } from "../../../src/i18n/lang";
import type { ApiSeed } from "../../../src/lib/api-seed";

/**
 * The contact block as a page shows it: inside a router (its privacy link) and the app's providers,
 * with the toasts it reports to; `seed` stands for the answers a served page carries.
 */
export function renderContact({ lang = "en", seed, path = "/digital" }: { lang?: Lang; seed?: ApiSeed; path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders lang={lang} seed={seed}>
        <ContactBlock />
        <ToastRegion />
      </AppProviders>
    </MemoryRouter>,
  );
}
