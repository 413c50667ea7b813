import { hasPopover } from "../lib/popover";

/**
 * A tap on a button before the app has started (a form's submit, the menu where the browser has no popovers) would do nothing: the
 * page is the server's HTML until then (docs/decisions/0024). The boot script holds the first such
 * click and the app replays it right after it calls `hydrateRoot`, when React hydrates the button's
 * part at once and runs its handler. A submit button's native action (a full-page GET carrying the
 * form's fields) is prevented for the same reason. Other links are left alone: they navigate
 * natively to another prerendered page, the header's language switch (two links, `?lang=`) too.
 */
let held: HTMLElement | null = null;
let holding = false;

/**
 * A header module link reports its click to the API before the app navigates (the statistics of
 * the modules count them): held too, on a plain left click, so a click that comes right after the
 * hover that started the app is still counted (docs/decisions/0029).
 *
 * A button with `popovertarget` (the small screens' menu button) is not held: the browser opens and
 * closes its popover by itself, so there is nothing to wait for, and holding it (preventDefault)
 * would stop the browser from opening the menu. Where the browser has no popovers, it is held like
 * any other button, and the app's toggle opens the menu (src/lib/popover.ts).
 */
const HELD = `button${hasPopover() ? ":not([popovertarget])" : ""}, [role="button"], a[data-module]`;

function hold(e: MouseEvent): void {
  const target = e.target instanceof Element ? e.target.closest<HTMLElement>(HELD) : null;
  if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
  if (target instanceof HTMLAnchorElement && (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)) return;
  e.preventDefault();
  held ??= target;
}

/** The boot script starts holding clicks at once. */
export function holdEarlyClicks(): void {
  if (holding) return;
  holding = true;
  addEventListener("click", hold, true);
}

/** Called right after `hydrateRoot`/`render`: stop holding, and replay the held click if its button is still there. */
export function replayEarlyClick(): void {
  removeEventListener("click", hold, true);
  holding = false;
  const target = held;
  held = null;
  if (target?.isConnected) target.click();
}

/** The app could not start: a held link is followed natively after all (a held button has nothing to do). */
export function releaseEarlyClick(): void {
  removeEventListener("click", hold, true);
  holding = false;
  const target = held;
  held = null;
  if (target instanceof HTMLAnchorElement && target.isConnected) window.location.assign(target.href);
}
