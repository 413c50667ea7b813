import type { ReactNode } from "react";
import { format } from "../../i18n/catalogue";
import { useMessages } from "../../i18n/i18n-context";
import { carouselMessages } from "./carousel-messages";
import { useMotion } from "./use-carousel";
import { AUTOPLAY_ATTR } from "../../app/start-marks";
import "./carousel.css";

export interface CarouselProps<T> {
  /** Accessible name of the whole carousel. */
  label: string;
  /** One entry per slide. */
  items: readonly T[];
  /** Draws one slide; `first` is the slide shown by the first render (the first one). */
  renderSlide: (item: T, index: number, first: boolean) => ReactNode;
  /** Autoplay interval in ms (SPEC: 8000 for the home carousels). */
  interval?: number;
  className?: string;
  /** Previous / pause / next buttons; hide when the pager is the only control wanted. */
  arrows?: boolean;
  /** A pager or indicator list (`ol > li > button`, outside the slides), rendered on the first slide; src/app/motion.ts answers it and keeps it in step. */
  pager?: ReactNode;
}

/**
 * The site's one carousel: arrow keys, labelled buttons, swipe, pause on hover / keyboard focus /
 * hidden tab, a pause control, still under reduced motion, and a live region that is quiet while
 * slides advance on their own (APG carousel pattern). React renders its markup once, with no state
 * for what moves and no handler: the shown slide, the pager, the live region and whether it plays are
 * src/app/motion.ts's alone, before the app starts and after (MOVING_PARTS in src/app/moving-parts.ts,
 * decisions 0035, 0057), and so are its controls (the buttons' `data-go`, the pager, the arrow keys
 * and a swipe). Until motion.ts marks a slide, CSS shows the first one; the pause control
 * holds both its names and icons, CSS shows the one that fits (`is-stopped`, reduced motion).
 */
export function Carousel<T>({ label, items, renderSlide, interval = 8000, className, arrows = true, pager }: CarouselProps<T>) {
  const m = useMessages(carouselMessages);
  const ref = useMotion<HTMLElement>();
  const autoplay = interval > 0 && items.length > 1;

  return (
    // Arrow keys anywhere in the region move it (APG carousel): src/app/motion.ts's, like hover and focus.
    <section
      ref={ref}
      className={`carousel${className ? ` ${className}` : ""}`}
      aria-roledescription={m.carousel}
      aria-label={label}
      // The boot script moves it before the app starts (src/app/motion.ts).
      {...(autoplay ? { [AUTOPLAY_ATTR]: interval } : {})}
    >
      <div className="carousel__viewport">
        <div className="carousel__track">
          {items.map((item, i) => (
            // A slide is its position ("2 of 4"), which is also what its key says; its role is the
            // WAI-ARIA carousel pattern's "group" slide, not a form <fieldset>.
            // biome-ignore lint/a11y/useSemanticElements: see above
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={i}
              role="group"
              className="carousel__slide"
              aria-roledescription={m.slide}
              aria-label={format(m.slideOf, { n: i + 1, total: items.length })}
            >
              {renderSlide(item, i, i === 0)}
            </div>
          ))}
        </div>
      </div>
      {arrows && items.length > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__btn" aria-label={m.previous} data-go="prev">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          {interval > 0 && (
            // Named by whichever of its words CSS shows: "pause" while it may play, "play" once stopped.
            <button type="button" className="carousel__btn carousel__pause" data-go="toggle">
              <span className="visually-hidden carousel__on">{m.pause}</span>
              <span className="visually-hidden carousel__off">{m.play}</span>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path className="carousel__on" d="M8 5v14M16 5v14" />
                <path className="carousel__off" d="M8 5l11 7-11 7z" />
              </svg>
            </button>
          )}
          <button type="button" className="carousel__btn" aria-label={m.next} data-go="next">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      )}
      {pager}
    </section>
  );
}
