import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true in every render after it (and from the start in a
 * fresh client render). For output that legitimately differs between Node and the browser, such
 * as Intl names from different ICU versions: render the stable part first, the rest once hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
