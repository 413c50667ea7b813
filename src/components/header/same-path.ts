/**
 * True when a click should not navigate because the visitor is already on that exact path (the header's
 * item of the current page): the app's header, and boot's before the app starts (src/app/early-clicks.ts).
 */
export function isSamePath(current: string, target: string): boolean {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p).toLowerCase();
  return clean(current) === clean(target);
}
