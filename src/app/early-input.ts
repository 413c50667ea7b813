/**
 * What a visitor types, picks or ticks in a form before the app hydrates it (decision 0024). React
 * sets a controlled field to its state when it hydrates, so the contact form's text typed meanwhile
 * would vanish: a lost lead. The page runtime records each field's latest value from the start
 * (capture phase, before React) and the form takes them when it mounts. Kept per element: hydration
 * keeps the server's elements, so a form mounted later (a client navigation) gets nothing stale.
 */
const typed = new WeakMap<Element, string>();

/** Records a field's value as the visitor's own (a checkbox's is "on" when ticked, else ""). */
export function setEarlyInput(t: EventTarget | null): void {
  if (t instanceof HTMLInputElement && t.type === "checkbox") typed.set(t, t.checked ? "on" : "");
  else if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) typed.set(t, t.value);
}

/** The page runtime records from the start. */
export function holdEarlyInput(): void {
  addEventListener("input", (e) => setEarlyInput(e.target), true);
}

/** What the visitor put into the field with this id before hydration, if anything (once). */
export function takeEarlyInput(id: string): string | undefined {
  const el = document.getElementById(id);
  const value = el ? typed.get(el) : undefined;
  if (el) typed.delete(el);
  return value;
}
