// Global styles first, so component style sheets (imported below) come later and win ties.
import "./styles/tokens.css";
import "./styles/base.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "./app/app-providers";
import { BrowserRouter } from "./app/browser-router";
import { preloadPartsOf } from "./app/layout-parts";
import { PAGE_LOADERS } from "./app/page-content";
import { matchRoute } from "../common/route-table";
import { AppRoutes } from "./app/routes";
import { inEditorPreview } from "./app/start-marks";
import { keepServerHead } from "./app/use-document-meta";
import { preloadChunk } from "./components/chunk-loader/chunk-loader";
import { replayEarlyClick } from "./app/early-clicks";
import { beginStaticHydration } from "./components/static-html/static-html";
import { HTML_LANG, persistLang } from "./i18n/lang";
import { startLang } from "./i18n/start-lang";
import { pageAtOf, readPageValue } from "./lib/page-data";

// The app, started by src/boot.ts (the page's only render-time script) once the page has painted or the
// visitor acts. Everything touching window/document starts here, not at module top level elsewhere.
const container = document.getElementById("root")!;
// A prerendered page arrives with markup in #root (docs/decisions/0008); the dev server sends an empty shell.
const prerendered = container.firstElementChild !== null;
const { lang, hydrate, persist } = startLang(window.location.search, document.documentElement.lang, prerendered);
// Framed by the page editor with `?preview=`: the draft's listener loads (a chunk of its own, never on
// a visitor's page), the page renders afresh for it, and the preview's language is not remembered.
const preview = inEditorPreview();
if (preview) void import("./app/page-preview/preview-listener").then((m) => m.startPreview());
if (persist && !preview) persistLang(lang); // `?lang=` is remembered (CONTRACT); a stale cookie is brought in line
document.documentElement.lang = HTML_LANG[lang];

// The first render must equal the server's: load the current page's module and its copy in this
// language before hydrating, so the page (not its loading state) renders. If the load fails, render
// afresh: the chunk loader shows the failure and its retry button in place of the server's page.
const route = matchRoute(window.location.pathname);
const key = window.location.pathname === "/" ? undefined : (route?.key ?? "notFound");
// The served page's value, for the first render to equal the server's: none where the app renders afresh.
const served = hydrate && !preview && key ? readPageValue(document, pageAtOf(window.location.pathname, window.location.search, lang)) : undefined;
const app = (
  <StrictMode>
    <AppProviders lang={lang} value={served?.value} partial={served?.partial}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// The frame's lazy parts this page shows (contact block, footer) load alongside (decision 0026).
const ready = Promise.all([key ? preloadChunk(PAGE_LOADERS[key], `page:${key}`) : null, preloadPartsOf(route, served?.value.page)]).then(
  () => true,
  () => false,
);

void ready.then((loaded) => {
  if (hydrate && loaded && !preview) {
    keepServerHead();
    beginStaticHydration();
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread until the whole page is hydrated (docs/decisions/0024).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
  replayEarlyClick();
});
