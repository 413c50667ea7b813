import { keepAttribution } from "./attribution";
import { loadChunk, reloadOnceForStaleChunk, toChunkLoadError } from "./chunk-load";
import { releaseEarlyClick } from "./early-clicks";
import { recordFirstVisit } from "./first-visit";
import type { ServedPage } from "./served-page";

/**
 * When and how the app (React, the router, the page's module) starts on a served page (decisions
 * 0024, 0029): at the visitor's first intent, a key, focus or a pointer on a control, or a mouse over
 * one (a touch on text is the start of a scroll, and reading needs no app), so a click finds it warm.
 * Until then its chunks are fetched into the HTTP cache at idle time, not evaluated.
 */
const CONTROL =
  'a[href], button, input, select, textarea, label, summary, video, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"]), [aria-roledescription]';
const INTENT = ["pointerdown", "touchstart", "keydown", "focusin", "pointerover"] as const;

let started = false;

/** Starts the app once: its chunks side by side (their styles are inlined: a `media="not all"` link tells Vite's loader so), React DOM in a task of its own. */
export function startApp(page: ServedPage): void {
  if (started) return;
  started = true;
  // A pointer or key going down comes before the click that follows a link: the visit's first page is kept first.
  if (!page.preview) keepAttribution();
  // Recorded before the app loads, so the app's first location knows it is already counted.
  if (page.prerendered) recordFirstVisit(page.lang);
  for (const type of INTENT) removeEventListener(type, onIntent, true);
  for (const href of page.chunks) {
    if (!document.querySelector(`link[href="${href}"]:not([rel="prefetch"])`)) addLink(href.endsWith(".css") ? "stylesheet" : "modulepreload", href);
  }
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  loadChunk(() => import("react-dom/client").then(nextTask).then(() => import("../main")), "app").catch((err: unknown) => {
    // A deploy replaced the chunks: fetch the new page once. Otherwise the server's page stays, readable.
    const error = toChunkLoadError(err, "app");
    if (reloadOnceForStaleChunk(error)) return;
    console.warn(error);
    releaseEarlyClick();
  });
}

let served: ServedPage;
function onIntent(e: Event): void {
  const control = e.target instanceof Element && e.target.closest(CONTROL) !== null;
  const mouse = e.type !== "pointerover" || (e as PointerEvent).pointerType === "mouse";
  if (e.type === "keydown" || (control && mouse)) startApp(served);
}

/** Listens for the visitor's first intent. */
export function startOnIntent(page: ServedPage): void {
  served = page;
  for (const type of INTENT) addEventListener(type, onIntent, { capture: true, passive: true });
}

/** Fetches the app's chunks into the HTTP cache while the browser is idle, a few links per callback (twenty at once were a 55-60 ms task on a throttled phone). */
export function prefetchApp(page: ServedPage): void {
  const queue = page.chunks.filter((href) => href.endsWith(".js"));
  const next: IdleRequestCallback = (deadline) => {
    for (let n = 0; !started && queue.length > 0 && (n === 0 || (n < 4 && deadline.timeRemaining() > 4)); n++) addLink("prefetch", queue.shift()!);
    if (!started && queue.length > 0) idle(next);
  };
  idle(next);
}

/** A `<link>` in <head> for one of the app's files, fetched as the module loader fetches them (CORS). */
function addLink(rel: string, href: string): void {
  const link = Object.assign(document.createElement("link"), { rel, href, crossOrigin: "" });
  if (rel === "stylesheet") link.media = "not all";
  document.head.append(link);
}

/** Runs a callback when the browser is idle (soon after, where it cannot tell). */
export const idle: (fn: IdleRequestCallback) => void =
  window.requestIdleCallback ?? ((fn) => setTimeout(() => fn({ didTimeout: false, timeRemaining: () => 0 }), 1));
