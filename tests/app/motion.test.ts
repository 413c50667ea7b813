// Decision 0035: src/app/motion.ts is the one writer of what moves on the home page. Driven on the
// prerendered home page (the boot script's case), it advances the carousels and the highlight at
// their intervals and writes the slide, pager, live-region and playing/stopped state; it holds for a
// mouse or keyboard focus, a hidden tab and the pause control, and moves nothing under reduced motion.
// The home page is rendered with its seeded copy (decision 0040), as the prerender renders it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { preparePage, renderApp } from "../../src/entry-server";
import { motion, startMotion } from "../../src/app/motion";
import { carouselMessages } from "../../src/components/carousel/carousel-messages";
import { seededPageValue } from "./support/seeded-page";

let reduced = false;
let hidden = false;

beforeEach(async () => {
  vi.useFakeTimers();
  reduced = false;
  hidden = false;
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes("reduce"),
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
  await preparePage("home");
  document.body.innerHTML = `<div id="root">${(await renderApp("/pc_index", "zh", seededPageValue("/pc_index", "zh"))).appHtml}</div>`;
});

afterEach(() => {
  for (const el of document.querySelectorAll("[data-autoplay]")) motion(el).destroy();
  vi.useRealTimers();
});

const stories = () => document.querySelector(".home-stories__carousel")!;
const highlight = () => document.querySelector(".home-solutions__list")!;

/** What a visitor (or a screen reader) finds in a carousel. */
function carouselState(el: Element) {
  const slides = [...el.querySelectorAll(".carousel__slide")];
  return {
    shown: slides.findIndex((s) => s.classList.contains("is-active")),
    transform: el.querySelector<HTMLElement>(".carousel__track")!.style.transform,
    inert: slides.map((s) => s.hasAttribute("inert")),
    current: [...el.querySelectorAll(".home-pager button")].map((b) => b.getAttribute("aria-current")),
    live: el.querySelector(".carousel__track")!.getAttribute("aria-live"),
    stopped: el.classList.contains("is-stopped"),
  };
}
const highlighted = () => [...highlight().querySelectorAll(":scope > li > a")].findIndex((a) => a.classList.contains("is-highlighted"));

function pointer(el: Element, type: string, pointerType: string): void {
  const e = new MouseEvent(type, { bubbles: type === "pointerover" });
  Object.defineProperty(e, "pointerType", { value: pointerType });
  el.dispatchEvent(e);
}

describe("the motion module on the prerendered home page", () => {
  it("advances the stories every 8 s and the highlight every 3 s, writing slide, pager and highlight state", () => {
    startMotion(document.getElementById("root")!);
    expect(carouselState(stories())).toMatchObject({ shown: 0, current: ["true", null, null, null], live: "off" });
    vi.advanceTimersByTime(3_000);
    expect(highlighted()).toBe(1);
    expect(carouselState(stories()).shown).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(carouselState(stories())).toMatchObject({
      shown: 1,
      transform: "translateX(-100%)",
      inert: [true, false, true, true],
      current: [null, "true", null, null],
    });
    vi.advanceTimersByTime(8_000 * 3);
    expect(carouselState(stories()).shown, "wraps around").toBe(0);
  });

  it("is one instance per element: what drives it later (the app) goes on from the item shown", () => {
    startMotion(document.getElementById("root")!);
    vi.advanceTimersByTime(8_000);
    const part = motion(stories());
    expect(part.index).toBe(1);
    part.next();
    expect(carouselState(stories()).shown).toBe(2);
    // A manual move gets a full interval before the next step.
    vi.advanceTimersByTime(7_900);
    expect(carouselState(stories()).shown).toBe(2);
    vi.advanceTimersByTime(100);
    expect(carouselState(stories()).shown).toBe(3);
  });

  it("holds while a mouse is over it or the tab is hidden, and after the pause control", () => {
    startMotion(document.getElementById("root")!);
    pointer(stories(), "pointerenter", "touch");
    pointer(stories(), "pointerenter", "mouse");
    vi.advanceTimersByTime(20_000);
    expect(carouselState(stories())).toMatchObject({ shown: 0, live: "polite" });
    pointer(stories(), "pointerleave", "mouse");
    vi.advanceTimersByTime(8_000);
    expect(carouselState(stories()).shown).toBe(1);

    hidden = true;
    document.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(20_000);
    expect(carouselState(stories()).shown).toBe(1);
    hidden = false;
    document.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(8_000);
    expect(carouselState(stories()).shown).toBe(2);

    motion(stories()).toggle();
    vi.advanceTimersByTime(20_000);
    expect(carouselState(stories())).toMatchObject({ shown: 2, live: "polite" });
  });

  it("the highlight follows the card under the pointer or the keyboard focus and holds there", () => {
    startMotion(document.getElementById("root")!);
    const cards = highlight().querySelectorAll(":scope > li > a");
    pointer(highlight(), "pointerenter", "touch");
    pointer(cards[2]!, "pointerover", "touch");
    expect(highlighted()).toBe(2);
    vi.advanceTimersByTime(10_000);
    expect(highlighted()).toBe(2);
    pointer(highlight(), "pointerleave", "touch");
    cards[1]!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(highlighted()).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(highlighted()).toBe(1);
  });

  it("under reduced motion nothing moves by itself (CSS hides the pause control)", () => {
    reduced = true;
    startMotion(document.getElementById("root")!);
    vi.advanceTimersByTime(30_000);
    expect(highlighted()).toBe(0);
    const state = carouselState(stories());
    expect(state).toMatchObject({ shown: 0, live: "polite" });
    expect(stories().classList.contains("is-playing")).toBe(false);
  });

  it("answers the served carousel's controls by itself, with no app: the arrows, the pause control, the pager, the arrow keys and a swipe", () => {
    startMotion(document.getElementById("root")!);
    const about = document.querySelector(".home-about__carousel")!;
    const click = (el: Element) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    const [prev, pause, next] = about.querySelectorAll(".carousel__controls > button");
    click(next!);
    expect(carouselState(about).shown, "Next").toBe(1);
    click(prev!);
    click(prev!);
    expect(carouselState(about).shown, "Previous, twice: wraps to the last").toBe(about.querySelectorAll(".carousel__slide").length - 1);
    click(pause!);
    expect(carouselState(about)).toMatchObject({ stopped: true, live: "polite" });
    click(about.querySelectorAll(".home-pager button")[2]!);
    const pagerSize = about.querySelectorAll(".home-pager button").length;
    expect(carouselState(about)).toMatchObject({ shown: 2, current: Array.from({ length: pagerSize }, (_, i) => (i === 2 ? "true" : null)) });
    about.querySelector(".carousel__slide.is-active a, .carousel__btn")!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(carouselState(about).shown, "the left arrow key").toBe(1);
    about.querySelector(".carousel__btn")!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", altKey: true, bubbles: true, cancelable: true }));
    expect(carouselState(about).shown, "Alt+Left is the browser's Back, not the carousel's").toBe(1);
    const viewport = about.querySelector(".carousel__viewport")!;
    const at = (type: string, x: number) => viewport.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: 100 }));
    at("pointerdown", 300);
    at("pointerup", 200);
    expect(carouselState(about).shown, "a swipe to the left shows the next slide").toBe(2);
    at("pointerdown", 300);
    at("pointerup", 280);
    expect(carouselState(about).shown, "a short move is a tap, not a swipe").toBe(2);
    // Nothing else on the page is one of its controls: a click outside moves nothing.
    click(document.querySelector(".home-stories__carousel .carousel__controls > button:last-child")!);
    expect(carouselState(about).shown).toBe(2);
    expect(carouselState(stories()).shown, "the other carousel's Next moves that one").toBe(1);
  });

  it("the pause control: motion.ts marks the carousel stopped, the control holds both of its words in the page's language (CSS shows the one that fits)", () => {
    startMotion(document.getElementById("root")!);
    const about = document.querySelector(".home-about__carousel")!;
    const button = about.querySelector<HTMLButtonElement>(".carousel__pause")!;
    expect(carouselState(about)).toMatchObject({ stopped: false });
    expect(about.classList.contains("is-playing")).toBe(true);
    motion(about).toggle();
    expect(carouselState(about)).toMatchObject({ stopped: true, live: "polite" });
    expect(about.classList.contains("is-playing")).toBe(false);
    expect(button.querySelector(".carousel__on")!.textContent).toBe(carouselMessages.zh.pause);
    expect(button.querySelector(".carousel__off")!.textContent).toBe(carouselMessages.zh.play);
    expect(button.hasAttribute("aria-label"), "named by its words, not by an attribute something rewrites").toBe(false);
    motion(about).toggle();
    expect(carouselState(about)).toMatchObject({ stopped: false });
  });
});
