import type { REGION_NAMES } from "./region-names";

// Kept apart from src/lib/area-codes.ts, which carries the dialling codes: the layout (first-load
// JavaScript on every page) imports only this loader.

let names: typeof REGION_NAMES | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the region names (src/lib/region-names.ts, a chunk of their own, about 4 KB gzip): the server
 * before it renders a page (with the layout's parts), the app once the page is idle or when a form is
 * rendered (decision 0057). A failed load is tried again at the next call.
 */
export function loadRegionNames(): Promise<void> {
  loading ??= import("./region-names").then(
    (m) => {
      names = m.REGION_NAMES;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** The names once loaded, else undefined. */
export function regionNames(): typeof REGION_NAMES | undefined {
  return names;
}
