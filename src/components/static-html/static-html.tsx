import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSiteSettings } from "../../app/site-settings";
import { useI18n } from "../../i18n/i18n-context";
import { Kept } from "../kept/kept";

/**
 * Parts of a served page that never change on their own (copy, figures, cases, the footer) keep their
 * server HTML on the first load instead of being hydrated (decisions 0021, 0040): React renders none
 * of their components. Any other render (a client navigation, a language switch, settings that differ
 * from the build's, the dev server's client render) renders the children as usual.
 * `firstUrl`: the served page's path and query, from hydration until the first client navigation.
 */
let firstUrl: string | null = null;

/** The browser entry calls this right before it hydrates a prerendered page (`url`: the page's path and query). */
export function beginStaticHydration(url = window.location.pathname + window.location.search): void {
  firstUrl = url;
}

/** Ends the first load: no part mounted from now on keeps server HTML (a test's next page is a new load). */
export function endFirstLoad(): void {
  firstUrl = null;
}

/** Is the router's location the served page's first history entry (react-router's key "default")? */
function isFirstLoad({ pathname, search, key }: { pathname: string; search: string; key: string }): boolean {
  return firstUrl !== null && key === "default" && pathname + search === firstUrl;
}

/** Ends the first load at the first client navigation (the layout calls it on every location). */
export function useEndOfFirstLoad(): void {
  const location = useLocation();
  const first = isFirstLoad(location);
  useEffect(() => {
    if (!first) endFirstLoad();
  }, [first]);
}

/** Same-origin links in kept HTML are plain anchors: the router follows them, as the Links they were rendered from would. */
function useRouterClicks() {
  const navigate = useNavigate();
  return (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest("a[href]");
    if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== "_self") || a.hasAttribute("download")) return;
    const url = new URL(a.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // An in-page anchor jumps natively, like the SmartLink it came from.
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
}

interface StaticHtmlProps {
  children: ReactNode;
  /** The element that holds the part (default a `display: contents` div, which adds no box). */
  as?: "div" | "footer" | "section";
  className?: string;
  /** False while the children's data is loading: the kept HTML stays, even after a language switch. */
  ready?: boolean;
}

export function StaticHtml({ children, as = "div", className, ready = true }: StaticHtmlProps) {
  const location = useLocation();
  const { lang } = useI18n();
  const site = useSiteSettings();
  const siteJson = useMemo(() => JSON.stringify(site), [site]);
  // The server HTML is kept only by the first load's hydration (nothing is read from the page).
  const [start] = useState(() => ({ kept: isFirstLoad(location), lang, siteJson }));
  const [live, setLive] = useState(!start.kept);
  const onClick = useRouterClicks();
  // Once the content could differ from the server's, render it for real (and stay live).
  if (!live && ready && (lang !== start.lang || siteJson !== start.siteJson)) setLive(true);
  const style = as === "div" && !className ? { display: "contents" } : undefined;
  // Kept leaves the server's HTML in place while `ready` is false, and renders the children once it is.
  return (
    <Kept as={as} ready={live} className={className} style={style} onClick={live ? undefined : onClick}>
      {children}
    </Kept>
  );
}
