/**
 * Text typed into a form field (or an option chosen in a select, a box ticked) before the app has hydrated it. React sets a controlled field to
 * its state when it hydrates it, so what a visitor typed while the app was still loading (it starts
 * after the first paint or on the first tap, docs/decisions/0024) would silently vanish: for the
 * contact form, a lost lead. The boot script records each field's latest value from the start; a
 * form takes its fields' values when it mounts. Values are kept per element: hydration keeps the
 * server's elements, so a form mounted later (a client navigation) never receives stale text.
 */
const typed = new WeakMap<Element, string>();
let recording = false;

/** A field's value; a checkbox's is whether it is ticked ("on" or ""), its `value` never changes. */
function record(e: Event): void {
  const t = e.target;
  if (t instanceof HTMLInputElement && t.type === "checkbox") typed.set(t, t.checked ? "on" : "");
  else if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) typed.set(t, t.value);
}

/** Records a field's current value as if the visitor had set it (boot's choice of `?product=`, src/app/product-choice.ts). */
export function setEarlyInput(el: HTMLInputElement | HTMLSelectElement): void {
  typed.set(el, el.value);
}

/** The boot script starts recording at once (capture phase: before React, which listens on #root). */
export function holdEarlyInput(): void {
  if (recording) return;
  recording = true;
  addEventListener("input", record, true);
}

/** What the visitor typed into the field with this id before hydration (a checkbox: "on" ticked, "" not), if anything (once). */
export function takeEarlyInput(id: string): string | undefined {
  const el = document.getElementById(id);
  const value = el ? typed.get(el) : undefined;
  if (el) typed.delete(el);
  return value;
}
