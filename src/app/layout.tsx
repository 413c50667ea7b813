import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { Header } from "../components/header/header";
import { ToastRegion } from "../components/toast/toast-region";
import { useEndOfFirstLoad } from "../components/static-html/static-html";
import { useI18n } from "../i18n/i18n-context";
import { matchRoute, showsFooter } from "../../common/route-table";
import { useShowsContact } from "./page-contact";
import { useSessionRedirect } from "./use-session-redirect";
import { useDocumentMeta } from "./use-document-meta";
import { useNavigationEffects } from "./use-navigation-effects";
import { useWarmLinks } from "./use-warm-links";
import { ContactPart, FooterPart, preloadLayoutParts } from "./layout-parts";
import "./layout.css";

/** Root layout: header, the routed page, the contact block and footer where the route table (or the page's copy) shows them. */
export function Layout() {
  const { pathname } = useLocation();
  const { t, lang } = useI18n();
  const route = matchRoute(pathname);
  // The route's default, or the page's own setting (the page editor's switch).
  const contact = useShowsContact(route);
  useNavigationEffects();
  useEndOfFirstLoad();
  useSessionRedirect();
  useDocumentMeta(route?.key ?? "notFound");
  useWarmLinks(lang);
  // After the first load, fetch the parts this page did not show, so a later page shows them at once.
  useEffect(() => {
    const id = setTimeout(() => void preloadLayoutParts(), 2000);
    return () => clearTimeout(id);
  }, []);
  return (
    <div className="layout">
      <a className="layout__skip" href="#main">
        {t("frame.skip")}
      </a>
      {/* Each region is its own Suspense boundary so React hydrates the prerendered page in
          several short tasks instead of one long one (docs/decisions/0015). */}
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" className="layout__main" tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      {contact && (
        <Suspense>
          <ContactPart.Component />
        </Suspense>
      )}
      {showsFooter(route) && (
        <Suspense>
          <FooterPart.Component />
        </Suspense>
      )}
      <ToastRegion />
    </div>
  );
}
