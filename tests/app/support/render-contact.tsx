import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { AppProviders } from "../../../src/app/app-providers";
import { ContactBlock } from "../../../src/components/contact/contact-block";
import { ToastRegion } from "../../../src/components/toast/toast-region";
import type { Lang } from "../../../src/i18n/lang";
import { RouteValueProvider } from "../../../src/lib/page-data";
import type { TypedPageValue } from "../../../worker/schemas/api-requests";

/**
 * The contact block as a page shows it: inside a router (its privacy link) and the app's providers,
 * with the toasts it reports to; `value` stands for the value a served page carries.
 */
export function renderContact({ lang = "en", value, path = "/digital" }: { lang?: Lang; value?: TypedPageValue; path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders lang={lang} value={value}>
        <RouteValueProvider>
          <ContactBlock />
          <ToastRegion />
        </RouteValueProvider>
      </AppProviders>
    </MemoryRouter>,
  );
}
