import { langFromQuery, type Lang } from "../i18n/lang";

/**
 * The page view of a prerendered page is recorded by the boot script, so that a visitor who never
 * acts (and so never starts the app) is counted too (docs/decisions/0029). The body is the one the
 * app's navigation effects send (path, referrer, language, screen); the page's address travels as
 * the Referer, as with the app's fetch. The app's first location then records nothing.
 */
let recorded: string | null = null;
let claimed = false;

/** Posts the visit of the current address once; later calls do nothing. */
export function recordFirstVisit(lang: Lang): void {
  if (recorded !== null) return;
  const { pathname, search } = window.location;
  recorded = pathname + search;
  const body = {
    path: pathname,
    referrer: document.referrer || undefined,
    language: langFromQuery(search) ?? lang,
    screen: `${window.screen.width}x${window.screen.height}`,
  };
  postEvent("/api/visits", body, lang);
}

/**
 * POST to the API without the app (a visit, a form event of src/app/form-events.ts, a header module's
 * click, src/app/early-clicks.ts); never waited for. `keepalive`: it is sent even when the page is
 * left right after (a link followed).
 */
export function postEvent(path: string, body: object, lang: string): void {
  fetch(path, {
    method: "POST",
    keepalive: true,
    headers: { Accept: "application/json", "Accept-Language": lang, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  })
    // The answer is read to its end: a response left unread stays open, and Lighthouse waited for
    // it until its time limit on every page.
    .then((res) => res.text())
    .catch(() => {
      /* analytics only */
    });
}

/**
 * True once, for the app's first location, when boot already recorded the visit of this address
 * (`pathname + search`): the app neither posts it again nor scrolls, since the browser already put
 * the page where it belongs (its #hash, or where a reload or Back left it).
 */
export function claimFirstVisit(url: string): boolean {
  if (claimed) return false;
  claimed = true;
  return recorded === url;
}
