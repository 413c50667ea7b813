import { useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { format } from "../../i18n/catalogue";
import { useMessages } from "../../i18n/i18n-context";
import { carouselMessages } from "./carousel-messages";
import { useCarousel, type CarouselState } from "./use-carousel";
import { AUTOPLAY_ATTR, MOTION_ATTR } from "../../app/start-marks";
import "./carousel.css";

export interface CarouselProps<T> {
  /** Accessible name of the whole carousel. */
  label: string;
  /** One entry per slide. */
  items: readonly T[];
  /** Draws one slide; `active` lets a slide start or stop its media. */
  renderSlide: (item: T, index: number, active: boolean) => ReactNode;
  /** Autoplay interval in ms (SPEC: 8000 for the home carousels). */
  interval?: number;
  className?: string;
  /** Previous / pause / next buttons; hide when the pager is the only control wanted. */
  arrows?: boolean;
  /** A pager or indicator list kept in sync with the slides (receives the live state). */
  renderPager?: (state: CarouselState) => ReactNode;
}

// Horizontal travel (px) that counts as a swipe rather than a tap.
const SWIPE_PX = 48;

/**
 * The site's one carousel: arrow keys, labelled buttons, swipe, pause on hover / keyboard focus /
 * hidden tab, a pause control, still under reduced motion, and a live region that is quiet while
 * slides advance on their own (APG carousel pattern).
 */
export function Carousel<T>({ label, items, renderSlide, interval = 8000, className, arrows = true, renderPager }: CarouselProps<T>) {
  const m = useMessages(carouselMessages);
  const motionId = useId();
  const state = useCarousel({ count: items.length, interval, motionId });
  const { index, next, prev, setHeld, playing, stopped, setStopped, reducedMotion } = state;
  const start = useRef<{ x: number; y: number } | null>(null);
  const hover = useRef(false);
  const focus = useRef(false);
  const sync = () => setHeld(hover.current || focus.current);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") { e.preventDefault(); next(); }
    else if (e.key === "ArrowLeft") { e.preventDefault(); prev(); }
  };
  // Only keyboard focus holds the rotation: a mouse click on a pager button must not freeze it forever.
  const onFocus = (e: FocusEvent) => {
    focus.current = (e.target as Element).matches?.(":focus-visible") ?? true;
    sync();
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) { focus.current = false; sync(); }
  };
  const onPointerDown = (e: PointerEvent) => { start.current = { x: e.clientX, y: e.clientY }; };
  const onPointerUp = (e: PointerEvent) => {
    const s = start.current;
    start.current = null;
    if (!s) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - s.y)) (dx < 0 ? next : prev)();
  };
  const pointerHover = (inside: boolean) => (e: PointerEvent) => {
    if (e.pointerType !== "mouse") return;
    hover.current = inside;
    sync();
  };

  return (
    // Pausing on focus or hover inside (WCAG 2.2.2) listens to events from the controls within;
    // the region itself takes no action.
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: see above
    <section
      className={`carousel${className ? ` ${className}` : ""}${reducedMotion ? " carousel--still" : ""}`}
      aria-roledescription={m.carousel}
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={pointerHover(true)}
      onPointerLeave={pointerHover(false)}
      // The motion script moves it until the app starts, and hands over its index by this id (decision 0030).
      {...(interval > 0 && items.length > 1 ? { [AUTOPLAY_ATTR]: interval, [MOTION_ATTR]: motionId } : {})}
    >
      <div className="carousel__viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (start.current = null)}>
        <div className="carousel__track" aria-live={playing ? "off" : "polite"} style={{ transform: `translateX(${-100 * index}%)` }}>
          {items.map((item, i) => (
            // A slide is its position ("2 of 4"), which is also what its key says; its role is the
            // WAI-ARIA carousel pattern's "group" slide, not a form <fieldset>.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            // biome-ignore lint/a11y/useSemanticElements: see above
            <div key={i} role="group"
              className={`carousel__slide${i === index ? " is-active" : ""}`}
              aria-roledescription={m.slide}
              aria-label={format(m.slideOf, { n: i + 1, total: items.length })}
              inert={i !== index}
            >
              {renderSlide(item, i, i === index)}
            </div>
          ))}
        </div>
      </div>
      {arrows && items.length > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__btn" aria-label={m.previous} onClick={prev}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M15 5l-7 7 7 7" /></svg>
          </button>
          {!reducedMotion && interval > 0 && (
            <button type="button" className="carousel__btn" aria-label={stopped ? m.play : m.pause} onClick={() => setStopped(!stopped)}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                {stopped ? <path d="M8 5l11 7-11 7z" /> : <path d="M8 5v14M16 5v14" />}
              </svg>
            </button>
          )}
          <button type="button" className="carousel__btn" aria-label={m.next} onClick={next}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M9 5l7 7-7 7" /></svg>
          </button>
        </div>
      )}
      {renderPager?.(state)}
    </section>
  );
}
