import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { langFromQuery } from "../i18n/lang";
import { matchRoute, type PageKey } from "../../common/route-table";
import { usePageHead } from "./page-heads";
import { useSiteSettings } from "./site-settings";

// A hydrated page arrives with its head already right, and the Worker may have made it more
// specific (a news item's own title): it is left alone until the page or the language changes.
let serverHeadIsCurrent = false;

/** Called by the browser entry before hydrating a prerendered page. */
export function keepServerHead(): void {
  serverHeadIsCurrent = true;
}

/**
 * Keep `<html lang>`, the title, description, canonical and language links and share tags in step
 * with the language and the route after client-side navigation (the prerendered page starts with
 * the same values, from the same src/app/page-meta.ts).
 */
export function useDocumentMeta(key: PageKey | "notFound"): void {
  const { lang } = useI18n();
  const site = useSiteSettings();
  const { pathname, search } = useLocation();
  const route = matchRoute(pathname);
  const path = route?.path ?? pathname;
  const query = new URLSearchParams(search);
  const id = query.get("id") ?? undefined;
  const urlLang = langFromQuery(search) ?? "zh";
  // A page whose copy is a `pages` item takes its title and description from it, once read.
  const copyAt = route?.reads?.some((r) => r === "page") ? `${lang} ${route.path}` : undefined;
  const pageCopy = usePageHead(copyAt);
  const keepServerHead = useRef(serverHeadIsCurrent);
  useEffect(() => {
    if (keepServerHead.current) {
      keepServerHead.current = serverHeadIsCurrent = false;
      return;
    }
    // The titles and descriptions of every page in both languages are only needed from the first
    // client navigation or language switch on: they load then, not with the entry (decision 0026).
    // A page with copy waits for it (the head then says what the server's would).
    if (copyAt && !pageCopy) return;
    let current = true;
    void import("./apply-page-meta").then(
      ({ applyPageMeta }) => {
        // A later page or language may have taken over while the chunk loaded.
        if (current) applyPageMeta({ key, path, lang, origin: window.location.origin, site, id: key.endsWith("Detail") ? id : undefined, urlLang, pageCopy });
      },
      (err: unknown) => console.warn(err),
    ); // the head keeps the previous page's tags
    return () => {
      current = false;
    };
  }, [key, path, lang, site, id, urlLang, copyAt, pageCopy]);
}
