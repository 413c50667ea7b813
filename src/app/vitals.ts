import type { Metric } from "web-vitals";
import type { VitalsInput } from "../../worker/schemas/events";

/**
 * Real visitors' Core Web Vitals (CONTRACT POST /api/vitals). Loaded by the boot script when the
 * browser is idle after the hero's paint (src/boot.ts), never before the first paint: the browser
 * keeps LCP and layout-shift entries in its buffer, so starting late loses nothing. The values go in
 * ONE beacon per page load, sent at the first `visibilitychange` to hidden, which also comes when the
 * visitor leaves (`pagehide` comes too late in Chromium). Navigations inside the app add no beacon:
 * they are not page loads, and their LCP and TTFB would not be comparable; a page restored from the
 * back-forward cache sends none either.
 * LCP, CLS and TTFB are read here as web-vitals defines them (its LCP and CLS modules were 2.2 KB gzip
 * of the JS run before the visitor acts, decision 0070); INP, which needs web-vitals' interaction
 * bookkeeping, is its `onINP`, loaded at the first interaction (src/app/vitals-inp.ts).
 */
export function reportVitals(): void {
  const body: VitalsInput = { path: location.pathname, device: deviceClass() };
  const nav = performance.getEntriesByType("navigation")[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  // Times count from the activation of a prerendered page.
  const activation = nav?.activationStart ?? 0;
  // A page first shown in a background tab has no LCP worth counting: only candidates painted before it was first hidden.
  const hiddenEntry = performance.getEntriesByType?.("visibility-state").find((e) => e.name === "hidden" && e.startTime >= activation);
  let firstHidden = document.visibilityState === "hidden" ? 0 : (hiddenEntry?.startTime ?? Number.POSITIVE_INFINITY);
  // CLS: the largest session of layout shifts not caused by input (shifts under 1 s apart, a session at most 5 s).
  let cls = 0;
  let session = 0;
  let sessionStart = 0;
  let lastShift = 0;
  const observers = [
    observe("largest-contentful-paint", (e) => {
      if (e.startTime < firstHidden) body.lcp = Math.max(e.startTime - activation, 0);
    }),
    observe("layout-shift", (e) => {
      const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
      if (shift.hadRecentInput) return;
      const sameSession = session > 0 && e.startTime - lastShift < 1_000 && e.startTime - sessionStart < 5_000;
      session = sameSession ? session + shift.value : shift.value;
      if (!sameSession) sessionStart = e.startTime;
      lastShift = e.startTime;
      cls = Math.max(cls, session);
    }),
  ];
  const keep = (metric: Metric) => {
    body.inp = metric.value;
  };
  collectInpAtFirstInteraction(keep);
  let sent = false;
  const send = (e: Event) => {
    if (sent || document.visibilityState !== "hidden") return;
    sent = true;
    firstHidden = Math.min(firstHidden, e.timeStamp);
    // Entries the browser has not delivered yet still count.
    for (const o of observers) for (const entry of o?.takeRecords() ?? []) o?.callback(entry);
    body.cls = cls;
    // onINP misses the first interaction when it was over before the collector ran (see below).
    if (firstInteraction > (body.inp ?? 0)) body.inp = firstInteraction;
    if (nav && nav.responseStart > 0) body.ttfb = Math.max(nav.responseStart - activation, 0);
    // Typed JSON, as the Worker's write routes require; a beacon outlives the page.
    navigator.sendBeacon("/api/vitals", new Blob([JSON.stringify(body)], { type: "application/json" }));
  };
  // Not capturing: INP's collector reports in its capturing listener, which runs first.
  addEventListener("visibilitychange", send);
}

/** Watches the browser's entries of one type, those it buffered before included; undefined where the type is not reported. */
function observe(type: string, callback: (entry: PerformanceEntry) => void): { takeRecords(): PerformanceEntryList; callback: typeof callback } | undefined {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return undefined;
  const o = new PerformanceObserver((list) => list.getEntries().forEach(callback));
  o.observe({ type, buffered: true });
  return { takeRecords: () => o.takeRecords(), callback };
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
