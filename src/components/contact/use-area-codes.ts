import { useEffect, useState } from "react";
import type { Lang } from "../../i18n/lang";
import { areaCodeOptions, dialOf, loadAreaCodes, type AreaCodeOption } from "../../lib/area-codes";

/** The options of the served select with this id, when this render is the hydration of a served page. */
function servedOptions(id: string): AreaCodeOption[] | null {
  const el = typeof document === "undefined" ? null : document.getElementById(id);
  if (el?.tagName !== "SELECT") return null;
  return [...(el as HTMLSelectElement).options].map((o) => ({ region: o.value, label: o.textContent ?? "" }));
}

/**
 * The area-code select's options (decision 0043). The served page lists every region, named from
 * the table the server loaded; the browser hydrates that list as it is, read from the served
 * select, so the first load carries no names in its JavaScript and React keeps every option. The
 * names load once the page is idle (or now, for a form rendered afresh), and then give the same
 * labels, or the other language's after a switch. Until then a fresh form lists the chosen code.
 */
export function useAreaCodeOptions(lang: Lang, selectId: string, region: string): AreaCodeOption[] {
  const [served] = useState(() => ({ lang, options: areaCodeOptions(lang) ? null : servedOptions(selectId) }));
  const [, setLoaded] = useState(false);
  const all = areaCodeOptions(lang);
  useEffect(() => {
    if (!all) void loadAreaCodes().then(() => setLoaded(true));
  }, [all]);
  if (all) return all;
  if (served.options && served.lang === lang) return served.options;
  return [{ region, label: dialOf(region) }];
}
