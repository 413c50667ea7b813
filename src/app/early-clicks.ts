import { isSamePath } from "../components/header/same-path";
import { hasPopover } from "../lib/popover";
import { postEvent } from "./first-visit";

/**
 * Before the app has started the page is the server's HTML (docs/decisions/0024). What works there
 * without script is left to the browser: links (another prerendered page; the header's language
 * switch, two `?lang=` links), a form with an `action` (the search field: a GET to /search, its
 * Enter key too; the contact form: a POST to /consultations, decision 0067), and the small screens'
 * menu where the browser opens popovers itself.
 *
 * A tap on a button whose action is the app's (the menu where the browser has no popovers,
 * src/lib/popover.ts) would do nothing: the boot script holds the first such click and the app
 * replays it right after it calls `hydrateRoot`, when React hydrates the button's part at once and
 * runs its handler. A carousel's arrows, pause control and pager are src/app/motion.ts's, which boot
 * loads once the hero is painted: a click on one before that is held until it runs, then replayed.
 *
 * A header module link is counted on its way (the statistics of the modules, POST /api/module-clicks,
 * as the app's header does once it runs; docs/decisions/0029) and followed by the browser at once,
 * not held until the app has loaded (the current page's own item is not followed, as in the app). The
 * request outlives the page it leaves (`keepalive`).
 */
let held: HTMLElement | null = null;
let holding = false;
/** Whether src/app/motion.ts runs: from then on it answers the carousels' controls itself. */
let motionRuns = false;

const HELD = `button${hasPopover() ? ":not([popovertarget])" : ""}, [role="button"]`;

/** A button the browser does something with by itself: none when disabled, a form's own submit (the search's GET, the contact form's POST). */
const browsersOwn = (b: HTMLButtonElement): boolean => b.disabled || (b.type === "submit" && b.form?.hasAttribute("action") === true);

function hold(e: MouseEvent): void {
  if (!(e.target instanceof Element)) return;
  const link = e.target.closest<HTMLAnchorElement>("a[data-module]");
  if (link) {
    postEvent("/api/module-clicks", { module: link.dataset.module }, document.documentElement.lang);
    // The current page's own item: counted, and the visitor stays where they are, as in the app.
    const plain = e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);
    if (plain && isSamePath(location.pathname, link.pathname)) e.preventDefault();
    return;
  }
  const target = e.target.closest<HTMLElement>(HELD);
  if (!target || (target instanceof HTMLButtonElement && browsersOwn(target)) || (motionRuns && target.closest(".carousel"))) return;
  e.preventDefault();
  held ??= target;
}

/** The boot script starts holding clicks at once. */
export function holdEarlyClicks(): void {
  if (holding) return;
  holding = true;
  addEventListener("click", hold, true);
}

/** Stops holding clicks; returns the held button, if it is still there. */
function stop(): HTMLElement | null {
  removeEventListener("click", hold, true);
  holding = false;
  const target = held;
  held = null;
  return target?.isConnected ? target : null;
}

/** src/app/motion.ts has loaded and answers the carousels' controls: a click held on one is replayed now. */
export function handOverToMotion(): void {
  motionRuns = true;
  const target = held?.closest(".carousel") ? held : null;
  if (target) {
    held = null;
    target.click();
  }
}

/** Called right after `hydrateRoot`/`render`: stop holding, and replay the held click if its button is still there. */
export function replayEarlyClick(): void {
  stop()?.click();
}

/** The app could not start: stop holding. A held button has nothing to do (its action is the app's), and is not clicked again. */
export function releaseEarlyClick(): void {
  stop();
}
