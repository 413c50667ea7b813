import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { langFromQuery } from "../i18n/lang";
import { postVisit } from "../lib/api";
import { claimFirstVisit } from "./first-visit";

/** Scroll a `#hash` target into view, or the page to the top. */
function scrollForLocation(hash: string): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * What happens on every navigation: scroll to the top (or to the #hash), honour `?lang=`, and
 * record a visit without waiting for it (the page never depends on the answer).
 */
export function useNavigationEffects(): void {
  const { pathname, search, hash } = useLocation();
  const { lang, setLang } = useI18n();
  const previousUrl = useRef<string | null>(null);
  const lastRecorded = useRef<string | null>(null);
  /** The first location of a prerendered page: boot recorded its visit and the browser scrolled it. */
  const serverFirst = useRef(false);
  const langRef = useRef(lang);
  langRef.current = lang;

  useEffect(() => {
    const fromQuery = langFromQuery(search);
    if (fromQuery && fromQuery !== langRef.current) setLang(fromQuery);
  }, [search, setLang]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: hash is read but not a trigger: in-page anchor jumps are not new visits
  useEffect(() => {
    // One visit per location, even when StrictMode replays effects in development.
    if (lastRecorded.current === pathname + search) return;
    const first = lastRecorded.current === null;
    lastRecorded.current = pathname + search;
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = window.location.origin + pathname + search;
    // The app may start long after the load (on the visitor's intent, decision 0029): by then the
    // visit is recorded and the reader may have scrolled, so the first location leaves both alone.
    serverFirst.current = first && claimFirstVisit(pathname + search);
    if (serverFirst.current) return;
    scrollForLocation(hash);
    postVisit({
      path: pathname,
      referrer: referrer || undefined,
      language: langFromQuery(search) ?? langRef.current,
      screen: `${window.screen.width}x${window.screen.height}`,
    }).catch(() => { /* analytics only */ });
  }, [pathname, search]);

  // A run with the hash already handled (React may run the effect again without a change) does nothing.
  const lastHash = useRef<string | null>(null);
  useEffect(() => {
    if (lastHash.current === hash) return;
    const first = lastHash.current === null;
    lastHash.current = hash;
    if (hash && !(first && serverFirst.current)) scrollForLocation(hash);
  }, [hash]);
}
