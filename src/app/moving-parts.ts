/**
 * What moves on a page after it is served, and the one writer of each (docs/decisions/0035, 0057).
 * A part is either React's from its first render (nothing else touches it) or src/app/motion.ts's
 * before and after the app starts, React rendering its markup once with none of this state. The
 * boot script writes none of them. tests/app/moving-parts.test.ts holds both sides to this table:
 * React's render of the home page carries none of motion.ts's state, and motion.ts writes no other
 * attribute or class than the ones listed for it. Not imported by either writer (it would only add
 * bytes to what runs before the visitor acts); read it, and keep it true when a part changes.
 */
export type Writer = "src/app/motion.ts" | "React" | "the browser";

export interface MovingPart {
  /** What moves, as a visitor notices it. */
  part: string;
  /** Its elements on the home page. */
  selector: string;
  /** What of them changes once the page is served: `class:<name>`, an attribute, `style:<property>`, `children`, or a pseudo-class (`:popover-open`). */
  state: readonly string[];
  writer: Writer;
}

const MOTION = "src/app/motion.ts";

export const MOVING_PARTS: readonly MovingPart[] = [
  {
    part: "a carousel plays, or was stopped with its pause control (CSS shows the control's words and icon from it)",
    selector: ".carousel",
    state: ["class:is-playing", "class:is-stopped"],
    writer: MOTION,
  },
  {
    part: "the shown slide's place, and whether slide changes are announced",
    selector: ".carousel__track",
    state: ["style:transform", "aria-live"],
    writer: MOTION,
  },
  { part: "the shown slide (CSS shows the first until one is marked)", selector: ".carousel__slide", state: ["class:is-active", "inert"], writer: MOTION },
  {
    part: "the pager's current button (CSS shows the banner's first as current until one is marked; the other pagers are below the first screen)",
    selector: ".home-pager__btn, .home-banner__indicator",
    state: ["class:is-active", "aria-current"],
    writer: MOTION,
  },
  {
    part: "the highlighted product line (below the first screen: marked once motion.ts starts, after the hero's paint)",
    selector: ".home-solutions__list > li > a",
    state: ["class:is-highlighted"],
    writer: MOTION,
  },
  {
    part: "the banner's later pictures and video, put in their slot after the first paint from the slot's template (React renders the slot's inner HTML once and never hydrates it)",
    selector: ".home-banner__slot",
    state: ["children"],
    writer: MOTION,
  },
  { part: "whether the shown slide's video plays", selector: ".home-banner__slot > video", state: ["autoplay", "preload"], writer: MOTION },
  {
    part: "the contact form's area-code list: the chosen region as served, every region once the app runs",
    selector: 'select[autocomplete="tel-country-code"]',
    state: ["children"],
    writer: "React",
  },
  {
    part: "the small screens' menu, open or closed (a native popover: its button's icon follows it in CSS; React only closes it when the app navigates)",
    selector: "#site-nav",
    state: [":popover-open"],
    writer: "the browser",
  },
  {
    part: "the same menu where the browser has no popovers (it ignores the attribute): the app's toggle",
    selector: "#site-nav",
    state: ["data-open"],
    writer: "React",
  },
];
