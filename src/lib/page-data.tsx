/**
 * A page's value (docs/decisions/0060): its loader's answers by read name (common/page-loader.ts). The
 * first render reads what the server sent of it in the page's value script, the value the server
 * rendered with; a client navigation or a language switch loads the next address's value through the
 * API with the same loader. Components read it by read name (`usePageRead`), typed per read.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { isInHtml, PAGE_VALUE_ID } from "../../common/page-document";
import { browserReads, loadPage, type PageAt, readKey, readsInHtml } from "../../common/page-loader";
import type { ReadName } from "../../common/page-reads";
import { matchRoute } from "../../common/route-table";
import type { TypedPageValue } from "../../worker/schemas/api-requests";
import { useI18n } from "../i18n/i18n-context";
import type { Lang } from "../i18n/lang";
import { request } from "./api-client";
import { takeWarmValue, warmedValue } from "./warm-reads";
import { inEditorPreview } from "../app/start-marks";

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/** A read the browser's loader asked and the API refused: its part of the page shows its error state. */
class ReadFailed {
  constructor(readonly error: unknown) {}
}

/** The name of an address in a language, as the value loaded there is known by. */
export const addressOf = (pathname: string, search: string, lang: Lang) => `${lang} ${pathname}${search}`;

/** Where the page at `pathname` + `search` is loaded in `lang`. */
export function pageAtOf(pathname: string, search: string, lang: Lang): PageAt {
  return { key: matchRoute(pathname)?.key ?? "notFound", pathname, query: new URLSearchParams(search), lang };
}

/**
 * Reads whose failure the visitor is not told of (SPEC section 8): the banner (its built-in slides
 * show), the news and the contact form's products ("silently ignored"), and the site settings (the
 * served ones stay). Any other read that fails toasts the server's message, as every API call does,
 * except in the page editor's preview frame.
 */
const QUIET_READS: ReadonlySet<ReadName> = new Set<ReadName>(["site", "banners", "newsTop", "newsList", "newsItem", "products"]);

/**
 * The page's value at `at`, asked through the API (each failed read kept as its failure, the others
 * shown); the site settings apart, which their provider refreshes once a language (src/app/site-settings.tsx).
 * `warming`: started for a link the visitor may follow (src/app/use-warm-links.ts), so no failure is toasted.
 */
export function loadInBrowser(at: PageAt, signal?: AbortSignal, warming = false): Promise<TypedPageValue> {
  const site = readKey(at, "site");
  // A value warmed for a link not yet followed tells nothing, and one with a failed read is not the
  // page's: it rejects (src/lib/warm-reads.ts forgets it), so the navigation loads it again and tells.
  const quiet = warming || inEditorPreview();
  const read = (key: string, name: ReadName) =>
    key === site
      ? Promise.resolve(undefined)
      : request(key.replace(/^\/api/, ""), { silent: quiet || QUIET_READS.has(name), signal }).catch((e: unknown) => new ReadFailed(e));
  const value = loadPage(at, read) as Promise<TypedPageValue>;
  if (!warming) return value;
  return value.then((v) => {
    const failed: unknown = Object.values(v).find((answer: unknown) => answer instanceof ReadFailed);
    if (failed instanceof ReadFailed) throw failed.error;
    return v;
  });
}

/**
 * The value in the page's value script at `at` (empty when it is missing or unreadable), and whether
 * it lacks reads the page needs (the Worker's seeded fallback): those load when the app starts.
 */
export function readPageValue(doc: Document, at: PageAt): { value: TypedPageValue; partial: boolean } {
  let value: TypedPageValue = {};
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(PAGE_VALUE_ID)?.textContent || "{}");
    if (parsed && typeof parsed === "object") value = parsed;
  } catch {}
  // The settings are sent only where they differ from the build's (src/app/site-settings.tsx); a page
  // kept whole (its route's `keptWhole`, its copy in the HTML) shows its reads there (decision 0072).
  const shown = readsInHtml(at.key, isInHtml(value.page));
  const partial = browserReads(at.key, value).some((n) => n !== "site" && !(n in value) && !shown.includes(n));
  return { value, partial };
}

/** The served page's value (the server's render, the browser's first), above the router. */
const ServedValue = createContext<{ value?: TypedPageValue; partial?: boolean }>({});

export function PageValueProvider({ value, partial, children }: { value?: TypedPageValue; partial?: boolean; children: ReactNode }) {
  return <ServedValue value={{ value, partial }}>{children}</ServedValue>;
}

/** The served value (the site settings start from its `site`). */
export const useServedValue = () => useContext(ServedValue).value;

/**
 * The value of the page on screen: `at` names its address and language; `loading` while its reads
 * load; `stale` where `value` is a previous address's, shown meanwhile; `loaded` where the browser's
 * loader loaded it (a read it lacks asks nothing there), not the server (a read it lacks is still to come).
 */
interface Shown {
  at: string;
  pathname: string;
  value: TypedPageValue;
  loading: boolean;
  stale?: boolean;
  loaded?: boolean;
}

const RouteValue = createContext<Shown | undefined>(undefined);

/**
 * The value of the routed page: the served one at the address the app started at, until the first
 * navigation (then that address loads afresh too); another address's, or the served one's reads it
 * lacks (the Worker's seeded fallback), through the loader. While it loads, the same address keeps
 * the previous value on screen (another page of a list, the other language).
 */
export function RouteValueProvider({ children }: { children: ReactNode }) {
  const served = useContext(ServedValue);
  const { pathname, search } = useLocation();
  const { lang } = useI18n();
  const at = addressOf(pathname, search, lang);
  const [state, setState] = useState<Shown>(() => ({ at, pathname, value: served.value ?? {}, loading: !served.value || served.partial === true }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `at` names the address and language; the state is checked once for it
  useEffect(() => {
    if (state.at === at && !state.loading) return;
    // A value warmed by a pointer on the link: rendered at once when it is in, else awaited.
    const ready = warmedValue(at);
    const warm = takeWarmValue(at);
    if (ready) return setState({ at, pathname, value: ready, loading: false, loaded: true });
    const ctrl = new AbortController();
    const load = () => loadInBrowser(pageAtOf(pathname, search, lang), ctrl.signal);
    (warm ? warm.catch(load) : load()).then((value) => {
      if (!ctrl.signal.aborted) startTransition(() => setState({ at, pathname, value, loading: false, loaded: true }));
    });
    return () => ctrl.abort();
  }, [at]);
  const warmed = state.at === at ? undefined : warmedValue(at);
  const shown: Shown =
    state.at === at
      ? state
      : warmed
        ? { at, pathname, value: warmed, loading: false, loaded: true }
        : { at, pathname, value: state.pathname === pathname ? state.value : {}, loading: true, stale: true };
  return <RouteValue value={shown}>{children}</RouteValue>;
}

/** The routed page's value (the layout reads its copy's settings); outside the routes, the served value. */
export function useRouteValue(): Shown {
  const served = useServedValue();
  return useContext(RouteValue) ?? { at: "", pathname: "", value: served ?? {}, loading: false };
}

const NOTHING = new Error("nothing to load");

/**
 * Read `name` of the routed page's value: the served answer on the first render, the loaded one after
 * a navigation; the previous address's while the next loads. A read the loaded value lacks (a detail
 * page without an id asks nothing) settles on its error state; one the served value lacks is loading.
 */
export function usePageRead<R extends ReadName>(name: R): ApiData<NonNullable<TypedPageValue[R]>> {
  const shown = useRouteValue();
  const answer: unknown = shown.value[name];
  const loading = shown.loading && shown.stale === true;
  if (answer instanceof ReadFailed) return { data: undefined, error: answer.error, loading };
  if (answer === undefined) return shown.loaded ? { data: undefined, error: NOTHING, loading: false } : { data: undefined, error: undefined, loading: true };
  return { data: answer as NonNullable<TypedPageValue[R]>, error: undefined, loading };
}
