/**
 * A tap on a button before the app has started (the menu, the language switch, a form's submit)
 * would do nothing: the page is the server's HTML until then (docs/decisions/0024). The boot
 * script holds the first such click and the app replays it right after it calls `hydrateRoot`,
 * when React hydrates the button's part at once and runs its handler. A submit button's native
 * action (a full-page GET carrying the form's fields) is prevented for the same reason. Links are
 * left alone: they navigate natively to another prerendered page.
 */
let held: HTMLElement | null = null;
let holding = false;

function hold(e: MouseEvent): void {
  const target = e.target instanceof Element ? e.target.closest<HTMLElement>('button, [role="button"]') : null;
  if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
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
