/**
 * Attributes the server HTML carries for the boot script (docs/decisions/0029): they tell it whether
 * the page needs the app before the visitor acts. Kept free of imports so boot stays small.
 */

/** On a loading placeholder: the content arrives from the API, so the app starts at once. */
export const LOADING_ATTR = "data-loading";

/** On something that moves by itself: its first step is due this many ms after the page shows. */
export const AUTOPLAY_ATTR = "data-autoplay";

/** The contact form, whose views and starts are counted for the funnel (src/app/form-events.ts). */
export const CONTACT_FORM = "form.contact-form";

/** On each moving part, a stable id (React `useId`) under which the motion script hands over its index (decision 0030). */
export const MOTION_ATTR = "data-motion";

/** What src/app/motion.ts leaves for the app when it starts: the index each moving part shows, and whether deferred media is in. */
export interface MotionHandover {
  index: Record<string, number>;
  media: boolean;
}

declare global {
  interface Window {
    __motion?: MotionHandover;
  }
}

/** The hand-over from the motion script, if it ran in this document (never on the server). */
export function motionHandover(): MotionHandover | undefined {
  return typeof window === "undefined" ? undefined : window.__motion;
}
