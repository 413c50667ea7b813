import { useEffect } from "react";
import { matchRoute } from "../../common/route-table";
import type { Lang } from "../i18n/lang";
import { preloadChunk } from "../components/chunk-loader/chunk-loader";
import { PAGE_LOADERS } from "./page-content";

/**
 * A page's module and then its copy are two requests one after the other (docs/decisions/0027).
 * When the pointer rests on a link to another page, or a finger or the keyboard reaches it, both
 * start loading, so by the click the page usually renders at once. One listener for every link:
 * the header's, the router links and the plain anchors of kept server HTML alike.
 */
export function useWarmLinks(lang: Lang): void {
  useEffect(() => {
    const warmed = new Set<string>();
    const warm = (e: Event) => {
      const a = e.target instanceof Element ? e.target.closest("a[href]") : null;
      if (!(a instanceof HTMLAnchorElement) || a.origin !== window.location.origin) return;
      const route = matchRoute(a.pathname);
      if (!route || warmed.has(route.key)) return;
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
