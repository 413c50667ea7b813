import { isSamePath } from "../components/header/same-path";
import { hasPopover } from "../lib/popover";
import { postEvent } from "./first-visit";
import { CAROUSEL } from "./start-marks";

/**
 * Clicks before the app starts (decisions 0024, 0065, 0069). What works without script is the
 * browser's: links, forms with an `action`, the menu where the browser opens popovers itself. A header
 * module link is counted on its way (`keepalive`) and followed at once (the current page's own item
 * is not, as in the app). A tap on a button whose action is a script's is held, and replayed when its
 * owner runs: a carousel's control when src/app/motion.ts does, any other (the menu where the browser
 * has no popovers) right after the app hydrates.
 */
const HELD = `button${hasPopover() ? ":not([popovertarget])" : ""}, [role="button"]`;
let held: HTMLElement | null = null;
/** From then on src/app/motion.ts answers the carousels' controls itself. */
let motionRuns = false;

/** A button the browser acts on by itself: a disabled one (nothing), a form's own submit (the search's GET, the contact form's POST). */
const browsersOwn = (b: Element): boolean => b instanceof HTMLButtonElement && (b.disabled || (b.type === "submit" && b.form?.hasAttribute("action") === true));

function hold(e: MouseEvent): void {
  const target = e.target instanceof Element ? e.target : null;
  const link = target?.closest<HTMLAnchorElement>("a[data-module]");
  if (link) {
    postEvent("/api/module-clicks", { module: link.dataset.module }, document.documentElement.lang);
    const plain = e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);
    if (plain && isSamePath(location.pathname, link.pathname)) e.preventDefault();
    return;
  }
  const button = target?.closest<HTMLElement>(HELD);
  if (!button || browsersOwn(button) || (motionRuns && button.closest(CAROUSEL))) return;
  e.preventDefault();
  held ??= button;
}

/** The page runtime holds clicks from the start. */
export function holdEarlyClicks(): void {
  addEventListener("click", hold, true);
}

/** Stops holding and gives back the held button, if any, and if it is still on the page. */
function stop(): HTMLElement | null {
  removeEventListener("click", hold, true);
  const button = held?.isConnected ? held : null;
  held = null;
  return button;
}

/** src/app/motion.ts runs: a click held on a carousel's control is replayed now. */
export function handOverToMotion(): void {
  motionRuns = true;
  if (!held?.closest(CAROUSEL)) return;
  const button = held;
  held = null;
  button.click();
}

/** Right after the app hydrates: stop holding, and replay the held click. */
export function replayEarlyClick(): void {
  stop()?.click();
}

/** The app could not start: stop holding. A held button's action is the app's, so it is not clicked again. */
export function releaseEarlyClick(): void {
  stop();
}
