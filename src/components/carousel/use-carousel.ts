import { useCallback, useEffect, useRef, type RefObject } from "react";
import { motion } from "../../app/motion";

/** What a pager or a control asks of a moving part; src/app/motion.ts does it and writes the DOM. */
export interface CarouselControls {
  goTo: (i: number) => void;
  next: () => void;
  prev: () => void;
  toggle: () => void;
}

/**
 * Hands a moving element to src/app/motion.ts (docs/decisions/0035): the component renders it still,
 * on its first item, and the module moves it. If the boot script already moved it before the app
 * started, this is the same instance, at the item it shows. After every render (new items, another
 * language) the module writes its state again.
 */
export function useMotion<T extends Element>(): { ref: RefObject<T | null>; controls: CarouselControls } {
  const ref = useRef<T>(null);
  // Looked up at each use: a click held before the app started can be replayed before the effects ran.
  const part = useCallback(() => (ref.current ? motion(ref.current) : undefined), []);
  useEffect(() => {
    const m = part();
    return () => m?.destroy();
  }, [part]);
  useEffect(() => part()?.refresh());
  const goTo = useCallback((i: number) => part()?.goTo(i), [part]);
  const next = useCallback(() => part()?.next(), [part]);
  const prev = useCallback(() => part()?.prev(), [part]);
  const toggle = useCallback(() => part()?.toggle(), [part]);
  return { ref, controls: { goTo, next, prev, toggle } };
}
