import { attributeSentForms, keepAttribution } from "./app/attribution";
import { loadChunk, reloadOnceForStaleChunk, toChunkLoadError } from "./app/chunk-load";
import { holdEarlyClicks, releaseEarlyClick } from "./app/early-clicks";
import { holdEarlyInput } from "./app/early-input";
import { recordFirstVisit } from "./app/first-visit";
import { preselectProduct } from "./app/product-choice";
import { AUTOPLAY_ATTR, CONTACT_FORM, LOADING_ATTR } from "./app/start-marks";
import { persistLang, type Lang } from "./i18n/lang";
import { startLang } from "./i18n/start-lang";

/**
 * The page's only render-time script (docs/decisions/0024, 0029). A prerendered page is complete
 * HTML and CSS with real links, so the app (React, the router, the page's module) is not needed to
 * read it: on a phone, evaluating and hydrating it is most of the page's blocking time. The app
 * starts on the visitor's intent: a key, focus, or a pointer or touch going down on a control (a
 * touch on text is the start of a scroll, and reading needs no app; `<main tabindex="-1">` is a
 * skip-link target, not a control), or a mouse over a control, so a
 * click finds it warm. Its chunks are fetched into the HTTP cache at idle time, not evaluated, so the
 * first tap does not wait for the network; a tap on a button meanwhile is held and replayed
 * (src/app/early-clicks.ts). It starts without waiting for the visitor when the page needs it:
 * - a loading placeholder in the server HTML (a list that comes from the API), or a language other
 *   than the server's (a stored choice whose cookie was lost): once the page has loaded and painted;
 * - the dev server's empty shell, or the page editor's preview (a framed `?preview=` page): at once.
 * Something that moves by itself (`data-autoplay`: a carousel, the home highlight) is moved by
 * src/app/motion.ts, which the app's components drive too once it starts (decision 0035).
 * The visit is recorded here for every page load, whether or not the app starts (src/app/first-visit.ts),
 * and so are the page's Core Web Vitals (src/app/vitals.ts). The visit's attribution (its first page,
 * utm_* and external referrer) is kept here on its first page load (src/app/attribution.ts): once the
 * hero is painted, or when the app starts if that comes first, so before any link the visitor follows
 * (reading sessionStorage the first time took 2-11 ms of the task before the first paint), and goes
 * with a contact form the browser sends by itself (decision 0067); a served contact form gets the
 * product `?product=` names (src/app/product-choice.ts).
 */
const INTENT = ["pointerdown", "touchstart"] as const;
const ACTION = ["keydown", "focusin"] as const;
/** What a pointer going down on (or a mouse over) means the visitor is about to use. */
const CONTROL =
  'a[href], button, input, select, textarea, label, summary, video, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"]), [aria-roledescription]';

/** Prefetch links added in one idle callback at most (see prefetch()). */
const PREFETCH_BATCH = 4;

const root = document.getElementById("root");
let started = false;
/** The language of a prerendered page, for its visit record. */
let visitLang: Lang | undefined;

function start(): void {
  if (started) return;
  started = true;
  // A pointer or key going down comes before the click that follows a link: the visit's first page is
  // kept before the browser leaves it, also when the hero has not been painted yet. A page editor's
  // preview is the admin's, not a visit.
  if (!preview) keepAttribution();
  // Recorded before the app loads, so the app's first location knows it is already counted.
  if (visitLang) recordFirstVisit(visitLang);
  for (const type of [...INTENT, ...ACTION]) removeEventListener(type, onActivity, true);
  removeEventListener("pointerover", onHover, true);
  // The prerender lists the app's and the page's chunks: fetch them side by side instead of one
  // import after another (from the HTTP cache once prefetched). Their stylesheets are already
  // inlined in the page: a link that never applies (`media="not all"`) tells Vite's chunk loader
  // they are present, so it does not fetch them and hold the chunk back until they arrive.
  for (const href of chunks()) {
    if (document.querySelector(`link[href="${href}"]:not([rel="prefetch"])`)) continue;
    if (href.endsWith(".css")) addLink("stylesheet", href, "not all");
    else addLink("modulepreload", href);
  }
  // React DOM is most of the app's code: evaluating it in a task of its own, before the app's,
  // keeps each task short enough not to hold up a tap (docs/decisions/0024).
  loadChunk(() => import("react-dom/client").then(nextTask).then(() => import("./main")), "app").catch((err: unknown) => {
    // A deploy replaced the chunks: fetch the new page once. Otherwise the server's page stays, readable.
    const error = toChunkLoadError(err, "app");
    if (reloadOnceForStaleChunk(error)) return;
    console.warn(error);
    releaseEarlyClick();
  });
}

/** A `<link>` in <head> for one of the app's files, fetched as the module loader fetches them (CORS). */
function addLink(rel: string, href: string, media?: string): void {
  const link = Object.assign(document.createElement("link"), { rel, href, crossOrigin: "" });
  if (media) link.media = media;
  document.head.append(link);
}

function chunks(): string[] {
  return root?.dataset.preload?.split(" ").filter(Boolean) ?? [];
}

function onActivity(e: Event): void {
  // Focus counts on a control only: a tap on text focuses `<main tabindex="-1">`.
  if (e.type === "keydown" || (e.target instanceof Element && e.target.closest(CONTROL))) start();
}

function onHover(e: PointerEvent): void {
  if (e.pointerType === "mouse" && e.target instanceof Element && e.target.closest(CONTROL)) start();
}

/**
 * `?anchor=` names a section to land on (the download page's software and manuals, SPEC). The browser
 * scrolls to a `#hash` by itself but not to this, so boot does, on arrival: the reader is there before
 * the app starts, which then leaves the position alone. Not on a reload or Back, where the browser
 * puts back the reader's own position.
 */
function scrollToAnchor(): void {
  const id = new URLSearchParams(location.search).get("anchor");
  const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (id && nav?.type !== "reload" && nav?.type !== "back_forward") document.getElementById(id)?.scrollIntoView({ block: "start" });
}

/** Resolves in a new task, so the browser can handle input and paint in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The part of an element's box on the first screen, in CSS px². */
function shownArea(el: Element): number {
  const box = el.getBoundingClientRect();
  const w = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
  const h = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The first screen's largest loaded image and the size its LCP entry would have (its shown area,
 * or its natural area when it is shown larger than that), or undefined when there is none.
 */
function heroImage(): { img: HTMLImageElement; size: number } | undefined {
  let hero: { img: HTMLImageElement; size: number } | undefined;
  for (const img of document.images) {
    if (!img.complete || img.naturalWidth === 0) continue;
    const size = Math.min(shownArea(img), img.naturalWidth * img.naturalHeight);
    if (size > 0 && (!hero || size > hero.size)) hero = { img, size };
  }
  return hero;
}

/** The longest wait for the hero's paint (a browser may stop reporting it after input). */
const HERO_WAIT_MS = 1_500;

/**
 * After the load event, once the first screen's largest image (the page's LCP) has been painted,
 * so nothing started here competes with it: a loaded image may wait several frames for its decode
 * (an SVG is rasterised on the main thread) before it is painted, and work begun in between (the
 * app's prefetches, the banner video, the visit) is on the LCP's path in a phone's model of the
 * load. The browser's own LCP entries say when: one for the hero, or one for something larger
 * that the hero can no longer outgrow. Where they are not reported, after load and a frame.
 */
function afterHero(then: () => void): void {
  const waitForHero = () => {
    const hero = heroImage();
    if (!hero || !PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return then();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      then();
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        if (entry.element === hero.img || entry.size >= hero.size) finish();
      }
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    const timer = setTimeout(finish, HERO_WAIT_MS);
  };
  // After the load event and a rendered frame.
  const afterFrame = () => requestAnimationFrame(() => setTimeout(waitForHero, 0));
  if (document.readyState === "complete") afterFrame();
  else addEventListener("load", afterFrame, { once: true });
}

/** Runs a callback when the browser is idle (soon after, where it cannot tell). */
const idle = window.requestIdleCallback ?? ((fn: IdleRequestCallback) => setTimeout(() => fn({ didTimeout: false, timeRemaining: () => 0 }), 1));

/**
 * Real visitors' Core Web Vitals (src/app/vitals.ts), one beacon per page load: its chunk loads when
 * the browser is idle after the hero's paint, so it is never on the way of the first paint or LCP.
 */
function collectVitals(): void {
  idle(
    () =>
      void import("./app/vitals").then(
        (m) => m.reportVitals(),
        () => {
          /* analytics only */
        },
      ),
  );
}

/**
 * The funnel's form events of the page's contact form, if it has one (src/app/form-events.ts), in a
 * chunk of their own: nothing before the first paint, and nothing at all on a page without a form.
 * The form's area-code list is the app's (decision 0057): boot writes nothing into the page, and the
 * app starts as soon as the form is in view, so its first touch (a phone opens the select's picker on
 * it) finds every region listed.
 */
function watchForms(): void {
  if (!document.querySelector(CONTACT_FORM)) return;
  import("./app/form-events").then(
    (m) => m.watchForms(start),
    () => {
      /* analytics only */
    },
  );
}

/**
 * Fetches the app's chunks into the HTTP cache (not evaluated) while the browser is idle, a few at
 * a time: each link starts its request inside `append`, and all twenty at once were a 55-60 ms task
 * of their own on a throttled phone (Chromium trace, 4x CPU).
 */
function prefetch(): void {
  const queue = chunks().filter((href) => href.endsWith(".js"));
  const next: IdleRequestCallback = (deadline) => {
    if (started) return;
    let added = 0;
    // At least one per callback, so it ends even where the browser never reports time to spare.
    while (queue.length > 0 && (added === 0 || (added < PREFETCH_BATCH && deadline.timeRemaining() > 4))) {
      addLink("prefetch", queue.shift() as string);
      added++;
    }
    if (queue.length > 0) idle(next);
  };
  idle(next);
}

// start-marks.ts `inEditorPreview`, written out: importing it costs the JS run before the first action bytes it has not got.
const preview = parent !== window && /[?&]preview=/.test(location.search);
if (!root?.firstElementChild || preview) start();
else {
  scrollToAnchor();
  const { lang, hydrate, persist } = startLang(location.search, document.documentElement.lang, true);
  // `?lang=` is remembered (CONTRACT) even when the app never starts; the app writes the same again.
  if (persist) persistLang(lang);
  visitLang = lang;
  holdEarlyClicks();
  holdEarlyInput();
  attributeSentForms(CONTACT_FORM);
  preselectProduct();
  for (const type of [...INTENT, ...ACTION]) addEventListener(type, onActivity, { capture: true, passive: true });
  addEventListener("pointerover", onHover, { capture: true, passive: true });
  const autoplay = root.querySelector(`[${AUTOPLAY_ATTR}]`) !== null;
  const needed = !hydrate || root.querySelector(`[${LOADING_ATTR}]`) !== null;
  afterHero(() => {
    keepAttribution();
    recordFirstVisit(lang);
    watchForms();
    if (needed) start();
    else {
      if (autoplay) {
        // The same module (and instance per element) the app's components use: started, nothing to hand over.
        void import("./app/motion").then(
          (m) => m.startMotion(root),
          () => {
            /* the parts stay on their first item until the app starts */
          },
        );
      }
      prefetch();
    }
    collectVitals();
  });
}
