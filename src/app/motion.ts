import { AUTOPLAY_ATTR, MOTION_ATTR, type MotionHandover } from "./start-marks";

/**
 * Moves what autoplays while the app has not started (docs/decisions/0030): the carousels
 * (src/components/carousel/carousel.tsx with its pager) and the product-line highlight
 * (src/pages/home/home-solutions.tsx), writing exactly the DOM their React render has for the next
 * index, at the same intervals as src/components/carousel/use-carousel.ts. When the app starts, it
 * stops and leaves each part's index in `window.__motion`, so the hydration renders the same DOM.
 * tests/app/motion-parity.test.tsx holds the two renders together.
 */

/** src/lib/reduced-motion.ts's query; imported, that module became a chunk of its own, one more request. */
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

interface Part {
  el: Element;
  count: number;
  interval: number;
  index: number;
  timer?: ReturnType<typeof setTimeout>;
}

const handover: MotionHandover = { index: {}, media: false };
let parts: Part[] = [];

const slidesOf = (el: Element) => [...el.querySelectorAll(":scope .carousel__track > .carousel__slide")];
/** A carousel's pager buttons (the banner's indicators, HomePager), outside the slides. */
const pagerOf = (el: Element) => [...el.querySelectorAll("ol > li > button")].filter((b) => !b.closest(".carousel__viewport"));
const cardsOf = (el: Element) => [...el.querySelectorAll(":scope > li > a")];
const isCarousel = (el: Element) => el.querySelector(".carousel__track") !== null;

/** Writes index `i` into a moving part's DOM as its React component renders it. */
export function show(el: Element, i: number): void {
  if (!isCarousel(el)) {
    for (const [n, a] of cardsOf(el).entries()) a.classList.toggle("is-highlighted", n === i);
    return;
  }
  // The style attribute exactly as React writes it, which its hydration compares in development.
  el.querySelector(".carousel__track")?.setAttribute("style", `transform:translateX(${-100 * i}%)`);
  slidesOf(el).forEach((s, n) => {
    s.classList.toggle("is-active", n === i);
    s.toggleAttribute("inert", n !== i);
    // The banner's video: autoplay and preload follow the shown slide, and it plays only while shown.
    const v = s.querySelector<HTMLVideoElement>("video");
    if (!v) return;
    v.toggleAttribute("autoplay", n === i);
    v.preload = n === i ? "auto" : "metadata";
    if (n === i) v.play().catch(() => {});
    else v.pause();
  });
  pagerOf(el).forEach((b, n) => {
    const was = b.classList.contains("is-active");
    b.classList.toggle("is-active", n === i);
    // The class in React's order (its development hydration compares the string): is-playing last.
    if (b.classList.contains("is-playing")) {
      b.classList.remove("is-playing");
      b.classList.add("is-playing");
    }
    if (n === i) b.setAttribute("aria-current", "true");
    else b.removeAttribute("aria-current");
    // The banner's progress bar is keyed by the index: a fresh element restarts its animation.
    const bar = b.querySelector(".home-banner__progress");
    if (bar && was !== (n === i)) bar.replaceWith(bar.cloneNode(true));
  });
}

/** The live region and the banner's indicators say whether slides advance on their own. */
function setPlaying(el: Element, playing: boolean): void {
  el.querySelector(".carousel__track")?.setAttribute("aria-live", playing ? "off" : "polite");
  for (const b of el.querySelectorAll(".home-banner__indicator")) b.classList.toggle("is-playing", playing);
}

/** Slides whose media is in. */
const mediaIn = new WeakSet<Element>();
let mediaTimer: ReturnType<typeof setTimeout> | undefined;
let stopMedia: (() => void) | undefined;

/**
 * The banner's pictures after the first, and its videos, wait for the first paint
 * (src/pages/home/banner-media.tsx): put them in as its render does once ready, the shown slide's
 * (its video) at once, the others' (`all`) later: a large SVG is decoded on the main thread.
 */
function addMedia(root: Element, reduced: boolean, all: boolean): void {
  for (const s of root.querySelectorAll<HTMLElement>("[data-media-src]")) {
    const active = s.closest(".carousel__slide")?.classList.contains("is-active") === true;
    if (mediaIn.has(s) || (!all && !active)) continue;
    mediaIn.add(s);
    const { mediaSrc: src = "", mediaPoster: poster, mediaAlt: alt = "", mediaKind: kind } = s.dataset;
    const m = document.createElement(kind === "video" ? "video" : "img");
    m.className = "home-banner__media";
    m.setAttribute("src", src);
    m.setAttribute("width", "1600");
    m.setAttribute("height", "640");
    if (m instanceof HTMLVideoElement) {
      if (poster) m.setAttribute("poster", poster);
      m.muted = true;
      for (const a of ["muted", "loop", "playsinline"]) m.setAttribute(a, "");
      m.toggleAttribute("autoplay", active && !reduced);
      m.preload = active ? "auto" : "metadata";
      m.setAttribute("aria-hidden", "true");
      // After the poster, as React renders it.
      const picture = s.querySelector(".home-banner__media");
      if (picture) picture.after(m);
      else s.prepend(m);
      if (active && !reduced) m.play().catch(() => {});
    } else {
      if (s.dataset.mediaSrcset) m.setAttribute("srcset", s.dataset.mediaSrcset);
      if (s.dataset.mediaSizes) m.setAttribute("sizes", s.dataset.mediaSizes);
      m.setAttribute("alt", alt);
      m.setAttribute("loading", "lazy");
      m.setAttribute("fetchpriority", "auto");
      s.prepend(m);
    }
  }
}

function step(p: Part): void {
  p.index = (p.index + 1) % p.count;
  handover.index[p.el.getAttribute(MOTION_ATTR) ?? ""] = p.index;
  show(p.el, p.index);
  schedule(p);
}

/** As use-carousel: the timer restarts at every step, and waits for a full interval when the tab shows again. */
function schedule(p: Part): void {
  clearTimeout(p.timer);
  p.timer = document.visibilityState === "hidden" ? undefined : setTimeout(() => step(p), p.interval);
}

function onVisibility(): void {
  const visible = document.visibilityState !== "hidden";
  for (const p of parts) {
    setPlaying(p.el, visible);
    schedule(p);
  }
}

/** Starts moving every autoplaying part under `root`; the app's start calls `stopMotion`. */
export function startMotion(root: Element): void {
  window.__motion = handover;
  const reduced = matchMedia(REDUCED_MOTION_QUERY).matches;
  addMedia(root, reduced, false);
  // Halfway to the banner's first step, as far from the page's start as its pictures can wait.
  const banner = Number(root.querySelector(`[${AUTOPLAY_ATTR}] [data-media-src]`)?.closest(`[${AUTOPLAY_ATTR}]`)?.getAttribute(AUTOPLAY_ATTR) ?? 0);
  const complete = () => {
    addMedia(root, reduced, true);
    handover.media = true;
  };
  stopMedia = complete;
  if (banner > 0) mediaTimer = setTimeout(complete, banner / 2);
  else complete();
  for (const el of root.querySelectorAll(`[${AUTOPLAY_ATTR}][${MOTION_ATTR}]`)) {
    const count = isCarousel(el) ? slidesOf(el).length : cardsOf(el).length;
    handover.index[el.getAttribute(MOTION_ATTR) ?? ""] = 0;
    // Under reduced motion React renders them still: they stay on their first item.
    if (!reduced && count > 1) parts.push({ el, count, interval: Number(el.getAttribute(AUTOPLAY_ATTR)), index: 0 });
  }
  document.addEventListener("visibilitychange", onVisibility);
  onVisibility();
}

/** Stops every part where it is, in the DOM the app's first render has (slides advancing on their own). */
export function stopMotion(): void {
  document.removeEventListener("visibilitychange", onVisibility);
  // The app's first render has every slide's media once any is in (BannerMedia "ready").
  clearTimeout(mediaTimer);
  stopMedia?.();
  for (const p of parts) {
    clearTimeout(p.timer);
    setPlaying(p.el, true);
  }
  parts = [];
}
