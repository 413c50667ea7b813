import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { AppProviders } from "../../../src/app/app-providers";
import { ContactBlock } from "../../../src/components/contact/contact-block";
import { ToastRegion } from "../../../src/components/toast/toast-region";
import type { Lang } from "../../../src/i18n/lang";
import type { PageData } from "../../../src/lib/page-data";

/**
 * The contact block as a page shows it: inside a router (its privacy link) and the app's providers,
 * with the toasts it reports to; `data` stands for the answers a served page carries.
 */
export function renderContact({ lang = "en", data, path = "/digital" }: { lang?: Lang; data?: PageData; path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders lang={lang} data={data}>
        <ContactBlock />
        <ToastRegion />
      </AppProviders>
    </MemoryRouter>,
  );
}
