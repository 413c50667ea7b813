import type { Metric } from "web-vitals";
import { onCLS } from "web-vitals/onCLS.js";
import { onLCP } from "web-vitals/onLCP.js";
import type { VitalsInput } from "../../worker/schemas/events";

/**
 * Real visitors' Core Web Vitals (CONTRACT POST /api/vitals). Loaded by the boot script when the
 * browser is idle after the hero's paint (src/boot.ts), never before the first paint: web-vitals
 * reads LCP, CLS and the first input from the browser's buffered entries, so starting late loses
 * nothing. web-vitals reports each metric's final value when the page is hidden (reportAllChanges
 * off); the values go in ONE beacon per page load, sent at the first `visibilitychange` to hidden,
 * which also comes when the visitor leaves (after `pagehide` in Chromium: a beacon sent at
 * `pagehide` carried only TTFB, the others not yet reported). Navigations inside the app add no
 * beacon: they are not page loads, and their LCP and TTFB would not be comparable; a page restored
 * from the back-forward cache sends none either.
 */
export function reportVitals(): void {
  const body: VitalsInput = { path: location.pathname, device: deviceClass() };
  const keep = (metric: Metric) => {
    body[metric.name.toLowerCase() as "lcp" | "inp" | "cls" | "ttfb"] = metric.value;
  };
  onLCP(keep);
  onCLS(keep);
  collectInpAtFirstInteraction(keep);
  let sent = false;
  const send = () => {
    if (sent || document.visibilityState !== "hidden") return;
    sent = true;
    // onINP misses the first interaction when it was over before the collector ran (see below).
    if (firstInteraction > (body.inp ?? 0)) body.inp = firstInteraction;
    // TTFB as web-vitals' onTTFB counts it for a page load (from the activation of a prerendered
    // page), read here: its module was 0.1 KB more to run before the visitor acts (decision 0057).
    const nav = performance.getEntriesByType("navigation")[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
    if (nav && nav.responseStart > 0) body.ttfb = Math.max(nav.responseStart - (nav.activationStart ?? 0), 0);
    // Typed JSON, as the Worker's write routes require; a beacon outlives the page.
    navigator.sendBeacon("/api/vitals", new Blob([JSON.stringify(body)], { type: "application/json" }));
  };
  // On window, not capturing: web-vitals reports in its capturing listener, which runs first.
  addEventListener("visibilitychange", send);
}

/** The longest interaction seen from the first one on, including any before INP's collector had loaded (ms). */
let firstInteraction = 0;

/**
 * INP's collector (src/app/vitals-inp.ts) loads at the first pointer or key going down, or at once
 * when the visitor has already acted (this module loads when the browser is idle after the hero's
 * paint, and a tap may come first): there is no INP before an interaction.
 */
function collectInpAtFirstInteraction(keep: (metric: Metric) => void): void {
  const load = () => {
    removeEventListener("pointerdown", load, true);
    removeEventListener("keydown", load, true);
    // The interaction that loads the collector may be over before it runs, and the browser buffers
    // its entries only past 104 ms: watched from here on, the longest interaction is the INP sent
    // where onINP saw none as long.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) if (e.interactionId) firstInteraction = Math.max(firstInteraction, e.duration);
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
    import("./vitals-inp").then(
      (m) => m.collectInp(keep),
      () => {
        /* analytics only */
      },
    );
  };
  if (performance.getEntriesByType?.("first-input").length) {
    load();
    return;
  }
  addEventListener("pointerdown", load, { capture: true, passive: true });
  addEventListener("keydown", load, { capture: true, passive: true });
}

/** Mobile for a phone's user agent or a viewport narrower than a tablet's; desktop otherwise. */
function deviceClass(): VitalsInput["device"] {
  return /Mobi/i.test(navigator.userAgent) || innerWidth < 768 ? "mobile" : "desktop";
}
