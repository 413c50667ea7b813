import { useEffect, useState, useSyncExternalStore } from "react";
import type { Lang } from "../../i18n/lang";
import { areaCodeOptions, dialOf, loadAreaCodes, type AreaCodeOption } from "../../lib/area-codes";

/** The options of the served select with this id, when this render is the hydration of a served page. */
function servedOptions(id: string): AreaCodeOption[] | null {
  const el = typeof document === "undefined" ? null : document.getElementById(id);
  if (el?.tagName !== "SELECT") return null;
  return [...(el as HTMLSelectElement).options].map((o) => ({ region: o.value, label: o.textContent ?? "" }));
}

/**
 * The area-code select's options (decision 0045). The server lists the chosen region only (the
 * whole list would push the page past the first round trip); the boot script fills in every region
 * from the names chunk soon after the first paint, before the app starts. The hydration takes the
 * options as they are in the page, filled or not, so React keeps them; once mounted the form lists
 * every region from the names (loaded now if boot did not), in the page's language.
 */
export function useAreaCodeOptions(lang: Lang, selectId: string, region: string): AreaCodeOption[] {
  // True while the server renders and while the browser hydrates its HTML; false afterwards.
  const serving = useSyncExternalStore(subscribeNever, () => false, () => true);
  const [served] = useState(() => ({ lang, options: servedOptions(selectId) }));
  const [, setLoaded] = useState(false);
  const all = areaCodeOptions(lang);
  useEffect(() => {
    if (!all) void loadAreaCodes().then(() => setLoaded(true));
  }, [all]);
  const chosen = all?.find((o) => o.region === region) ?? { region, label: dialOf(region) };
  const inPage = served.lang === lang ? served.options : null;
  if (serving) return inPage ?? [chosen];
  return all ?? inPage ?? [chosen];
}

const subscribeNever = () => () => {};
