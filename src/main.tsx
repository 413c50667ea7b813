// Global styles first, so component style sheets (imported below) come later and win ties.
import "./styles/tokens.css";
import "./styles/base.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./app/app-providers";
import { buildRoutes } from "./app/routes";
import { detectLang, HTML_LANG, langFromQuery, persistLang } from "./i18n/lang";

// Browser entry only: everything touching window/document starts here, not at module top level elsewhere.
const lang = detectLang();
if (langFromQuery(window.location.search)) persistLang(lang); // `?lang=` is remembered (CONTRACT)
document.documentElement.lang = HTML_LANG[lang];

const router = createBrowserRouter(buildRoutes());

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProviders lang={lang}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
