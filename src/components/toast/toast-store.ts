/** The one toast queue of the site: `toast.success(text)` / `toast.error(text)` from anywhere. */
export type ToastKind = "success" | "error" | "info";

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

/** How long a toast stays; errors stay longer so they can be read. */
export const TOAST_MS: Record<ToastKind, number> = { success: 3000, info: 3000, error: 5000 };

type Listener = (items: readonly ToastItem[]) => void;
let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const l of listeners) l(items);
}

function show(kind: ToastKind, text: string): number {
  // The same message twice in a row (e.g. a double failure) is shown once.
  const dup = items.find((i) => i.text === text && i.kind === kind);
  if (dup) return dup.id;
  const id = nextId++;
  items = [...items, { id, kind, text }].slice(-3);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_MS[kind]),
  );
  emit();
  return id;
}

/** Remove one toast now. */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  items = items.filter((i) => i.id !== id);
  emit();
}

/** Subscribe to the queue (the toast region does). */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(items);
  return () => listeners.delete(listener);
}

export const toast = {
  success: (text: string) => show("success", text),
  error: (text: string) => show("error", text),
  info: (text: string) => show("info", text),
};
