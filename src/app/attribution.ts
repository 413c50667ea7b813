import type { Utm } from "../../common/utm";
import { externalReferrer } from "../lib/external-referrer";
import { utmFromSearch } from "../lib/utm";
import { CONTACT_FORM } from "./start-marks";

/**
 * Where the visit came from (CONTRACT "Browser storage"): its first page, path and query, that page's
 * utm_* values and its external referrer, kept in `sessionStorage.attribution` for the visit (the tab)
 * and sent with every lead of the visit, whatever page the form is on. A newsletter link to a product
 * page whose call to action opens another page's form keeps its source. Imported by the boot script,
 * which writes it on the first page load whether or not the app ever starts: kept tiny (the form reads
 * it with src/lib/visit-attribution.ts, outside boot's chunk).
 */
export interface VisitAttribution {
  /** The visit's first page, path and query. */
  landingPage: string;
  utm: Utm;
  /** The first page's external referrer, "" for none. */
  referrer: string;
}

export const ATTRIBUTION_KEY = "attribution";

/** Writes the visit's attribution from the current page, unless the visit already has one (never overwritten). */
export function keepAttribution(): void {
  try {
    if (sessionStorage.getItem(ATTRIBUTION_KEY)) return;
    const { pathname, search } = location;
    const kept: VisitAttribution = { landingPage: pathname + search, utm: utmFromSearch(search), referrer: externalReferrer() };
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(kept));
  } catch {
    // Storage off (a privacy mode): each lead then sends its own page's utm and referrer.
  }
}

/**
 * The contact form, where the browser sends it by itself (the app has not started, decision 0067), carries the visit's attribution as kept, in a field of its own
 * (`attribution`), as the app's request carries it: added to what is sent (its `formdata` event),
 * nothing written into the page. The Worker reads what it can use of it.
 */
export function attributeSentForms(): void {
  addEventListener(
    "formdata",
    (e) => {
      try {
        const kept = sessionStorage.getItem(ATTRIBUTION_KEY);
        if (kept && (e.target as Element).matches(CONTACT_FORM)) e.formData.set(ATTRIBUTION_KEY, kept);
      } catch {
        // Storage off: the Worker takes the form page's utm_* from its address.
      }
    },
    true,
  );
}
