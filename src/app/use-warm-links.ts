import { useEffect } from "react";
import { matchRoute } from "../../common/route-table";
import type { Lang } from "../i18n/lang";
import { preloadChunk } from "../components/chunk-loader/chunk-loader";
import { addressOf, loadInBrowser, pageAtOf } from "../lib/page-data";
import { warmValue } from "../lib/warm-reads";
import { PAGE_LOADERS } from "./page-content";

/**
 * A page's module and then its copy are two requests one after the other (docs/decisions/0027).
 * When the pointer rests on a link to another page, or a finger or the keyboard reaches it, both
 * start loading (the page's value, its copy with the rest, into src/lib/warm-reads.ts, where the
 * navigation takes it), so by the click the page renders at once, without asking again. One listener for every link:
 * the header's, the router links and the plain anchors of kept server HTML alike.
 */
export function useWarmLinks(lang: Lang): void {
  useEffect(() => {
    const warmed = new Set<string>();
    const warm = (e: Event) => {
      const a = e.target instanceof Element ? e.target.closest("a[href]") : null;
      if (!(a instanceof HTMLAnchorElement) || a.origin !== window.location.origin) return;
      const route = matchRoute(a.pathname);
      if (!route || route === matchRoute(window.location.pathname)) return;
      // A content page's value (its copy is a read), which the navigation takes (src/lib/warm-reads.ts), once while it is fresh.
      if (route.reads?.some((r) => r === "page"))
        warmValue(addressOf(a.pathname, a.search, lang), () => loadInBrowser(pageAtOf(a.pathname, a.search, lang), undefined, true));
      if (warmed.has(route.key)) return;
      // The head's writer too, which any client navigation needs once the page is on screen.
      if (warmed.size === 0) import("./apply-page-meta").catch(() => {});
      warmed.add(route.key);
      // A failure here is not the visitor's: the click loads the page again and shows any error.
      preloadChunk(PAGE_LOADERS[route.key], `page:${route.key}`).catch(() => warmed.delete(route.key));
    };
    const opts = { capture: true, passive: true };
    for (const type of ["pointerover", "focusin", "touchstart"]) document.addEventListener(type, warm, opts);
    return () => {
      for (const type of ["pointerover", "focusin", "touchstart"]) document.removeEventListener(type, warm, opts);
    };
  }, [lang]);
}
