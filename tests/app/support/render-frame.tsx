import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../../../src/app/app-providers";
import { preloadLayoutParts } from "../../../src/app/layout-parts";
import { buildRoutes } from "../../../src/app/routes";
import type { Lang } from "../../../src/i18n/lang";

// The contact block and footer are lazy chunks (decision 0026); loaded here once, so every render
// shows them at once, as the browser does after the first load.
await preloadLayoutParts();

/** Render the whole app (layout + routes) at a path, as the browser entry does. */
export function renderApp(path: string, lang: Lang = "zh") {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const utils = render(
    <AppProviders lang={lang}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
