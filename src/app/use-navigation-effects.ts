import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { langFromQuery } from "../i18n/lang";
import { postVisit } from "../lib/api";
import { claimFirstVisit } from "./first-visit";

/** Longest wait for a `#hash` target that is not on the page yet, in ms. */
const HASH_WAIT_MS = 4_000;
const INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
/** Stops following the previous navigation's `#hash` target. */
let stopFollowing: (() => void) | undefined;

/**
 * Scroll a `#hash` target into view, or the page to the top. A target in a part that arrives in its
 * own chunk after a client navigation (the contact block of `/digital?product=eicad#contact`) is not
 * there yet: it is scrolled to when it appears, and kept in view while the page above it fills in,
 * until the visitor scrolls or acts, or HASH_WAIT_MS have passed.
 */
function scrollForLocation(hash: string): void {
  stopFollowing?.();
  const id = hash ? decodeURIComponent(hash.slice(1)) : "";
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  if (!id) return;
  const follow = () => document.getElementById(id)?.scrollIntoView();
  const observer = new MutationObserver(follow);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of INPUT) removeEventListener(type, stop, true);
    if (stopFollowing === stop) stopFollowing = undefined;
  };
  const timer = setTimeout(stop, HASH_WAIT_MS);
  for (const type of INPUT) addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body, { childList: true, subtree: true });
  stopFollowing = stop;
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
    }).catch(() => {
      /* analytics only */
    });
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
