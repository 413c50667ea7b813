import { handOverToMotion } from "./early-clicks";
import { AUTOPLAY_ATTR, CAROUSEL } from "./start-marks";

/**
 * The one writer of what moves on a page (decisions 0035, 0057, 0069): the carousels and the home
 * highlight. React renders their markup once with no state for what moves and no handler for their
 * controls; this module alone writes what src/app/moving-parts.ts lists for it, and answers the
 * controls (arrows, pause, pager: `data-go` and `ol > li > button`; the arrow keys; a swipe), from
 * the moment it runs, whether the page runtime or the app loaded it: one instance per element.
 * Autoplay every `data-autoplay` ms, held while a mouse is over it or the keyboard focus in it, while
 * the tab is hidden and once paused; nothing moves by itself under reduced motion.
 */
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)"; // src/lib/reduced-motion.ts's, written out (a chunk less)

export type Motion = ReturnType<typeof create>;

const SLIDES = ":scope .carousel__track > .carousel__slide";
const CARDS = ":scope > li > a";
/** Horizontal travel (px) that counts as a swipe rather than a tap. */
const SWIPE_PX = 48;

/** One per moving element: the boot script's and the component's are the same. */
const parts = new WeakMap<Element, Motion>();

/** Gets the element's motion, creating it (at the item its DOM shows) on first use. */
export function motion(el: Element): Motion {
  return parts.get(el) ?? create(el);
}

/** The boot script's part: every moving element of the page starts moving. */
export function startMotion(root: Element): void {
  for (const el of root.querySelectorAll(`[${AUTOPLAY_ATTR}]`)) motion(el);
}

function create(el: Element) {
  const carousel = el.querySelector(".carousel__track") !== null;
  const items = () => [...el.querySelectorAll<HTMLElement>(carousel ? SLIDES : CARDS)];
  const interval = Number(el.getAttribute(AUTOPLAY_ATTR) ?? 0);
  const mq = matchMedia(REDUCED_MOTION_QUERY);
  const active = carousel ? "is-active" : "is-highlighted";
  let index = Math.max(
    0,
    items().findIndex((s) => s.classList.contains(active)),
  );
  let hover = false;
  let focus = false;
  let stopped = false;
  let playing: boolean | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let mediaTimer: ReturnType<typeof setTimeout> | undefined;

  const count = () => items().length;

  function show(): void {
    const list = items();
    if (!carousel) {
      for (const [n, a] of list.entries()) a.classList.toggle("is-highlighted", n === index);
      return;
    }
    const track = el.querySelector<HTMLElement>(".carousel__track");
    if (track) track.style.transform = `translateX(${-100 * index}%)`;
    list.forEach((s, n) => {
      s.classList.toggle("is-active", n === index);
      s.toggleAttribute("inert", n !== index);
      if (n === index) addMedia(s);
    });
    pagerOf(el).forEach((b, n) => {
      b.classList.toggle("is-active", n === index);
      if (n === index) b.setAttribute("aria-current", "true");
      else b.removeAttribute("aria-current");
    });
    playVideos();
  }

  /** The banner's video plays while its slide is shown, never under reduced motion. */
  function playVideos(): void {
    items().forEach((s, n) => {
      const v = s.querySelector<HTMLVideoElement>("video");
      if (!v) return;
      const on = n === index && !mq.matches;
      v.muted = true;
      v.toggleAttribute("autoplay", on);
      v.preload = n === index ? "auto" : "metadata";
      if (on)
        v.play().catch(() => {
          /* autoplay refused: the poster stays */
        });
      else v.pause();
    });
  }

  /** Writes whether it advances by itself, and (re)starts the timer when that or the item changed. */
  function sync(restart: boolean): void {
    const reduced = mq.matches;
    const now = interval > 0 && count() > 1 && !hover && !focus && !stopped && !reduced && document.visibilityState !== "hidden";
    el.classList.toggle("is-playing", carousel && now);
    el.classList.toggle("is-stopped", carousel && stopped);
    el.querySelector(".carousel__track")?.setAttribute("aria-live", now ? "off" : "polite");
    if (now === playing && !restart) return;
    playing = now;
    clearTimeout(timer);
    // A part React replaced (the page rendered afresh in another language) stops at its next step.
    timer = now ? setTimeout(() => (el.isConnected ? goTo(index + 1) : part.destroy()), interval) : undefined;
  }

  function goTo(i: number): void {
    const n = count();
    const to = n > 0 ? ((i % n) + n) % n : 0;
    // The shown item again changes nothing (its progress bar runs on).
    if (to === index) return;
    index = to;
    show();
    sync(true);
  }

  /** The banner's pictures after the first, and its videos, wait for the first paint: their markup is in the slot's template (home-banner.tsx). */
  function addMedia(s: Element): void {
    const template = s.querySelector<HTMLTemplateElement>(".home-banner__slot > template");
    // Imported, not moved: a video made in the template's inert document would never load.
    template?.replaceWith(document.importNode(template.content, true));
  }

  const onEnter = (e: Event) => {
    // A carousel holds for a mouse only (a touch is a tap or a swipe); the highlight for any pointer.
    if (carousel && (e as PointerEvent).pointerType !== "mouse") return;
    hover = e.type === "pointerenter";
    sync(false);
  };
  const onOver = (e: Event) => {
    const card = (e.target as Element).closest?.("a");
    const i = card ? items().indexOf(card as HTMLElement) : -1;
    if (i >= 0 && i !== index) goTo(i);
  };
  const onFocusIn = (e: Event) => {
    // A carousel holds for keyboard focus only: a mouse click on a pager button must not freeze it.
    focus = !carousel || ((e.target as Element).matches?.(":focus-visible") ?? true);
    if (!carousel) onOver(e);
    sync(false);
  };
  const onFocusOut = (e: Event) => {
    if (el.contains((e as FocusEvent).relatedTarget as Node | null)) return;
    focus = false;
    sync(false);
  };
  const onVisibility = () => sync(false);
  const onReduced = () => {
    playVideos();
    sync(false);
  };

  // One signal removes every listener (destroy).
  const listening = new AbortController();
  const { signal } = listening;
  el.addEventListener("pointerenter", onEnter, { signal });
  el.addEventListener("pointerleave", onEnter, { signal });
  el.addEventListener("focusin", onFocusIn, { signal });
  el.addEventListener("focusout", onFocusOut, { signal });
  if (!carousel) el.addEventListener("pointerover", onOver, { signal });
  document.addEventListener("visibilitychange", onVisibility, { signal });
  mq.addEventListener?.("change", onReduced, { signal });

  // The shown slide's media at once, the others' halfway to the first step: a large SVG is decoded
  // on the main thread, and all of them at the start were a long task of their own.
  if (carousel && el.querySelector(".home-banner__slot > template")) {
    mediaTimer = setTimeout(() => items().forEach(addMedia), interval / 2);
  }

  const part = {
    /** The item shown now. */
    get index() {
      return index;
    },
    goTo,
    next: () => goTo(index + 1),
    prev: () => goTo(index - 1),
    /** The visitor's pause / play control. */
    toggle() {
      stopped = !stopped;
      sync(false);
    },
    /** After a render changed the items: writes the shown item's state into the DOM again. */
    refresh() {
      if (index >= count()) index = 0;
      show();
      sync(false);
    },
    /** Stops it and forgets the element (unmount). */
    destroy() {
      clearTimeout(timer);
      clearTimeout(mediaTimer);
      listening.abort();
      parts.delete(el);
    },
  };
  parts.set(el, part);
  show();
  sync(true);
  return part;
}

/** A carousel's pager buttons (`ol > li > button` outside its slides). */
function pagerOf(el: Element): Element[] {
  return [...el.querySelectorAll("ol > li > button")].filter((b) => !b.closest(".carousel__viewport"));
}

/** The carousel an event happened in, and its motion; `within` narrows where in it. */
function carouselOf(e: Event, within = CAROUSEL): [Element, Motion] | undefined {
  const el = (e.target as Element).closest?.(within)?.closest(CAROUSEL);
  return el?.querySelector(".carousel__track") ? [el, motion(el)] : undefined;
}

if (typeof document !== "undefined") {
  let from: PointerEvent | undefined;
  addEventListener("click", (e) => {
    const button = (e.target as Element).closest?.("button");
    const c = button && !button.closest(".carousel__viewport") && carouselOf(e);
    if (!c) return;
    const [el, m] = c;
    const go = button.dataset.go;
    const page = pagerOf(el).indexOf(button);
    if (go === "prev" || go === "next" || go === "toggle") m[go]();
    else if (page >= 0) m.goTo(page);
  });
  addEventListener("keydown", (e) => {
    // Alt+Left and the like are the browser's (Back), not the carousel's.
    const step = e.altKey || e.ctrlKey || e.metaKey ? 0 : e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    const c = step && carouselOf(e);
    if (!c) return;
    e.preventDefault();
    c[1].goTo(c[1].index + step);
  });
  addEventListener("pointerdown", (e) => (from = e), { passive: true });
  addEventListener("pointercancel", () => (from = undefined));
  addEventListener("pointerup", (e) => {
    const dx = from ? e.clientX - from.clientX : 0;
    const c = from && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.clientY) && carouselOf(from, ".carousel__viewport");
    if (c) c[1].goTo(c[1].index + (dx < 0 ? 1 : -1));
    from = undefined;
  });
  handOverToMotion();
}
