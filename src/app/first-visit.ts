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
  postVisitEvent(body, lang);
}

/** POST /api/visits without the app (a visit, or a form event of src/app/form-events.ts); never waited for. */
export function postVisitEvent(body: object, lang: Lang): void {
  fetch("/api/visits", {
    method: "POST",
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
