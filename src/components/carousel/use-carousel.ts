import { useEffect, useRef, type RefObject } from "react";
import { motion } from "../../app/motion";

/**
 * Hands a moving element to src/app/motion.ts (docs/decisions/0035): the component renders it still,
 * on its first item and with no handler for its controls, and the module moves it and answers them.
 * If the boot script already moved it before the app started, this is the same instance, at the item
 * it shows. After every render (new items, another language) the module writes its state again.
 */
export function useMotion<T extends Element>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const m = ref.current ? motion(ref.current) : undefined;
    return () => m?.destroy();
  }, []);
  useEffect(() => {
    if (ref.current) motion(ref.current).refresh();
  });
  return ref;
}
