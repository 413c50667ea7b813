import { loadChunk, reloadOnceForStaleChunk, toChunkLoadError } from "./app/chunk-load";
import { holdEarlyClicks } from "./app/early-clicks";
import { holdEarlyInput } from "./app/early-input";

/**
 * The page's only render-time script (docs/decisions/0024). A prerendered page is complete HTML and
 * CSS, so the app (React, the router, the page's module) is not needed to paint it: starting its
 * download at once only makes it compete with the HTML and the hero image on a slow network.
 * The app starts at the first sign of a visitor acting (pointer, key, touch, focus, wheel, scroll),
 * or once the page has loaded and painted, whichever comes first. The dev server's empty shell and
 * any page without server markup start at once.
 */
const ACTIVITY = ["pointerdown", "keydown", "touchstart", "focusin", "wheel", "scroll"] as const;

let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const type of ACTIVITY) removeEventListener(type, start, true);
  const root = document.getElementById("root");
  // The prerender lists the app's and the page's chunks: fetch them side by side instead of one
  // import after another. Their stylesheets are already inlined in the page: a link that never
  // applies (`media="not all"`) tells Vite's chunk loader they are present, so it does not fetch
  // them and hold the chunk back until they arrive.
  for (const href of root?.dataset.preload?.split(" ") ?? []) {
    if (!href || document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement("link");
    if (href.endsWith(".css")) {
      link.rel = "stylesheet";
      link.media = "not all";
    } else link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  // React DOM is most of the app's code: evaluating it in a task of its own, before the app's,
  // keeps each task short enough not to hold up a tap (docs/decisions/0024).
  loadChunk(() => import("react-dom/client").then(nextTask).then(() => import("./main")), "app").catch((err: unknown) => {
    // A deploy replaced the chunks: fetch the new page once. Otherwise the server's page stays, readable.
    const error = toChunkLoadError(err, "app");
    if (!reloadOnceForStaleChunk(error)) console.warn(error);
  });
}

/** Resolves in a new task, so the browser can handle input and paint in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Whether an image is loaded and at least partly on the first screen. */
function shownImage(img: HTMLImageElement): boolean {
  if (!img.complete || img.naturalWidth === 0) return false;
  const box = img.getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight && box.width > 0;
}

/** Resolves after the next frame has been rendered. */
function nextFrame(): Promise<void> {
  return new Promise<void>((resolve) => requestAnimationFrame(() => resolve())).then(nextTask);
}

/**
 * After the load event and a rendered frame, once the first screen's images are decoded, and one
 * more frame: the hero is on screen before the app's code competes with it (a loaded image may
 * wait several frames for its decode before it is painted).
 */
function afterPaint(): void {
  void nextFrame()
    .then(() => Promise.all([...document.images].filter(shownImage).map((img) => img.decode().catch(() => {}))))
    .then(nextFrame)
    .then(start);
}

if (!document.getElementById("root")?.firstElementChild) start();
else {
  holdEarlyClicks();
  holdEarlyInput();
  for (const type of ACTIVITY) addEventListener(type, start, { capture: true, passive: true, once: true });
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
}
