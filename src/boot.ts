import { prefetchApp, startApp, startOnIntent, idle } from "./app/app-start";
import { attributeSentForms, keepAttribution } from "./app/attribution";
import { holdEarlyClicks } from "./app/early-clicks";
import { holdEarlyInput } from "./app/early-input";
import { recordFirstVisit } from "./app/first-visit";
import { preselectProduct } from "./app/product-choice";
import type { PagePart, ServedPage } from "./app/served-page";
import { AUTOPLAY_ATTR, CONTACT_FORM, LOADING_ATTR } from "./app/start-marks";
import { persistLang } from "./i18n/lang";
import { startLang } from "./i18n/start-lang";

/**
 * The page runtime: the only script a page loads (docs/architecture.md "In the browser"; decisions
 * 0024, 0029). A served page is complete HTML and CSS; the parts below (one module each) make it
 * work as the app would before the app starts, and the app starts at the visitor's first intent
 * (src/app/app-start.ts), or once painted where the page needs it (a loading placeholder, a language
 * to render in). The dev server's empty shell and the page editor's preview start it at once.
 */

/** `?anchor=` lands on its section on arrival (SPEC), not on a reload or Back, where the browser restores the reader's place. */
const scrollToAnchor: PagePart = () => {
  const id = new URLSearchParams(location.search).get("anchor");
  const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (id && nav?.type !== "reload" && nav?.type !== "back_forward") document.getElementById(id)?.scrollIntoView({ block: "start" });
};

const has = (selector: string) => document.querySelector(selector) !== null;

/** What moves by itself (carousels, the home highlight): the same module and instances the app's components use (0035). */
const motion: PagePart = async (page) => {
  if (has(`[${AUTOPLAY_ATTR}]`)) (await import("./app/motion")).startMotion(page.root);
};
/** The funnel's form events, and the app started once the form is in view (0057). */
const forms: PagePart = async (page) => {
  if (has(CONTACT_FORM)) (await import("./app/form-events")).watchForms(() => startApp(page));
};
/** Real visitors' Core Web Vitals, one beacon per page load, loaded when the browser is idle (0070). */
const vitals: PagePart = async () => {
  await new Promise((resolve) => idle(resolve));
  (await import("./app/vitals")).reportVitals();
};

/** At once, before the first paint: nothing here writes into the page. */
const SERVED: PagePart[] = [scrollToAnchor, holdEarlyClicks, holdEarlyInput, attributeSentForms, preselectProduct, startOnIntent];
/** Once the hero is painted, so nothing competes with it (0035). */
const PAINTED: PagePart[] = [keepAttribution, (p) => recordFirstVisit(p.lang), forms, motion, prefetchApp, vitals];
/** Once painted, on a page the app must render (a loading placeholder, another language). */
const NEEDED: PagePart[] = [keepAttribution, (p) => recordFirstVisit(p.lang), forms, startApp, vitals];

/**
 * After the load event, once the first screen's loaded images are decoded and a frame has shown them
 * (an SVG is rasterised on the main thread): work begun earlier is on the LCP's path in a phone's model of the load.
 */
function afterHero(then: () => void): void {
  const painted = () => {
    const shown = [...document.images].filter((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().top < innerHeight);
    void Promise.all(shown.map((img) => img.decode().catch(() => {}))).then(() => requestAnimationFrame(() => setTimeout(then, 0)));
  };
  if (document.readyState === "complete") painted();
  else addEventListener("load", painted, { once: true });
}

const root = document.getElementById("root")!;
const { lang, hydrate, persist } = startLang(location.search, document.documentElement.lang, true);
const preview = parent !== window && /[?&]preview=/.test(location.search); // start-marks.ts `inEditorPreview`, written out (bytes)
const page: ServedPage = {
  root,
  lang,
  preview,
  prerendered: root.firstElementChild !== null && !preview,
  chunks: root.dataset.preload?.split(" ").filter(Boolean) ?? [],
};
/** Runs parts in order; one in a chunk that could not load leaves the page as served. */
const run = (parts: PagePart[]) => {
  for (const part of parts) void Promise.resolve(part(page)).catch((err: unknown) => console.warn(err));
};
if (!page.prerendered) startApp(page);
else {
  // `?lang=` is remembered (CONTRACT) even when the app never starts; the app writes the same again.
  if (persist) persistLang(lang);
  run(SERVED);
  const needed = !hydrate || root.querySelector(`[${LOADING_ATTR}]`) !== null;
  afterHero(() => {
    run(needed ? NEEDED : PAINTED);
  });
}
