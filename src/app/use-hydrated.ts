import { startTransition, useEffect, useState } from "react";

/** Set once the first hydration has run its effects: later mounts (client navigation) start hydrated. */
let hydratedOnce = false;

/**
 * False on the server and during hydration, true in every render after it (and from the start in a
 * client render after the first load). For output that legitimately differs between Node and the
 * browser, such as Intl names from different ICU versions: render the stable part first, the rest
 * once hydrated. The switch happens in a transition, so its render is sliced rather than one task
 * that holds up a tap (docs/decisions/0024).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
