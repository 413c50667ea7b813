import type { Utm } from "../../common/utm";
import { ATTRIBUTION_KEY } from "./attribution";
import { postEvent } from "./first-visit";
import { CONTACT_FORM } from "./start-marks";

/**
 * The funnel's form events (CONTRACT "Measuring what sells"): `form_view` once a contact form has
 * scrolled into view, `form_start` when one of its fields is first touched (which also means it was
 * seen); each at most once per page view (address), posted as the visit is (src/app/first-visit.ts),
 * so the page's address with its UTM parameters travels as the Referer. Boot watches a prerendered
 * page's forms once its LCP is painted, whether or not the app ever starts (decision 0029); a form
 * the app renders watches itself. Watching a form twice does nothing.
 */
type FormEvent = "form_view" | "form_start";

/** Share of the form's box in view that counts as seen. */
const SEEN_RATIO = 0.3;

const watched = new WeakSet<Element>();
/** The page view (pathname + search) the events in `sent` belong to. */
let page = "";
const sent = new Set<FormEvent>();

function send(event: FormEvent): void {
  const { pathname, search } = window.location;
  if (page !== pathname + search) {
    page = pathname + search;
    sent.clear();
  }
  if (sent.has(event)) return;
  if (event === "form_start") send("form_view");
  sent.add(event);
  const lang = document.documentElement.lang.startsWith("en") ? "en" : "zh";
  // Counted under the campaign that brought the visit, as the lead will be (the page's own UTM without
  // one). Read here rather than through src/lib/visit-attribution.ts, which boot's chunk does not hold:
  // importing it split it into a chunk of its own, one more script before the visitor acts.
  let utm: Utm | undefined;
  try {
    utm = (JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY) ?? "null") as { utm?: Utm } | null)?.utm;
  } catch {
    utm = undefined;
  }
  postEvent(
    "/api/visits",
    { path: pathname, language: lang, event, ...(utm ? { utm: { source: utm.source ?? "", campaign: utm.campaign ?? "" } } : {}) },
    lang,
  );
}

/** `onSeen`: called once any part of the form is in view (boot starts the app then, decision 0057). */
export function watchForm(form: Element, onSeen?: () => void): void {
  if (watched.has(form)) return;
  watched.add(form);
  const start = () => send("form_start");
  form.addEventListener("focusin", start);
  form.addEventListener("input", start);
  if (form.contains(document.activeElement)) start();
  if (typeof IntersectionObserver !== "function") return;
  // Kept for the page's life: a form the app keeps across navigations is seen again on the next page.
  new IntersectionObserver(
    (entries) => {
      // Each at most once: send() counts an event once per page view, boot's start() runs once.
      for (const e of entries) {
        if (e.isIntersecting) onSeen?.();
        if (e.intersectionRatio >= SEEN_RATIO) send("form_view");
      }
    },
    { threshold: [0, SEEN_RATIO] },
  ).observe(form);
}

/** Watches the page's contact forms. */
export function watchForms(onSeen?: () => void): void {
  for (const form of document.querySelectorAll(CONTACT_FORM)) watchForm(form, onSeen);
}
