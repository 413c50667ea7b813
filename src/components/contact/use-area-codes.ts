import { useEffect, useState, useSyncExternalStore } from "react";
import type { Lang } from "../../i18n/lang";
import { areaCodeOptions, dialOf, loadAreaCodes, type AreaCodeOption } from "../../lib/area-codes";

/**
 * The area-code select's options, React's alone (decisions 0045, 0057). The server lists the chosen
 * region only (the whole list would push the page past the first round trip), and the hydration
 * renders the same one option, its text kept as the server wrote it when this browser has no names
 * yet, so nothing is read from the page. Once mounted (the app starts at the visitor's first intent, a mouse over the select or
 * a touch or key on it included) the form lists every region from the names chunk, in the page's
 * language, loading it then if it is not there yet.
 */
export function useAreaCodeOptions(lang: Lang, region: string): ServedOption[] {
  // True while the server renders and while the browser hydrates its HTML; false afterwards.
  const serving = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!areaCodeOptions(lang)) void loadAreaCodes().then(() => setLoaded(true));
  }, [lang]);
  // A form hydrated from the server's HTML keeps the served option's text until the names are here;
  // one mounted by a client navigation shows the code meanwhile.
  const [served] = useState(serving);
  const all = areaCodeOptions(lang);
  if (serving || !all) return [{ region, label: all?.find((o) => o.region === region)?.label ?? (served ? undefined : dialOf(region)) }];
  return all;
}

/**
 * An option as the form renders it. Without a label (the names are not in this browser yet) the
 * option keeps the text the server wrote (`Kept`), so the hydration matches without reading the page.
 */
export type ServedOption = Omit<AreaCodeOption, "label"> & { label?: string };

const subscribeNever = () => () => {};
