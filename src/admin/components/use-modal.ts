/**
 * A native <dialog> opened as a modal while `open` is true (focus kept inside, Escape closes) and
 * closed when it turns false: the ref to give the dialog.
 */
import { type RefObject, useEffect, useRef } from "react";

export function useModal(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return ref;
}
