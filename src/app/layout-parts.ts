import { lazyPart } from "../components/lazy-part/lazy-part";
import { showsContact, showsFooter, type RouteDef } from "../../common/route-table";
import { loadRegionNames } from "../lib/load-region-names";
// Their styles stay in the entry's stylesheet, which the prerender inlines: the server HTML of a part
// is styled before its chunk arrives, and no stylesheet is inserted when it does.
import "../components/contact/contact.css";
import "../components/footer/footer.css";

/**
 * The frame's parts that need no JavaScript before the first interaction, each in its own chunk
 * (docs/decisions/0026): the contact block (form, validation, area codes, the bot check) and the
 * footer (kept server HTML on the first load anyway). Their module paths are listed in
 * common/page-modules.ts (PART_MODULES) for the prerender and the bench.
 */
export const ContactPart = lazyPart(() => import("../components/contact/contact-block").then((m) => ({ default: m.ContactBlock })), "part:contact");
export const FooterPart = lazyPart(() => import("../components/footer/footer").then((m) => ({ default: m.Footer })), "part:footer");

/**
 * Load the parts a page shows. The browser entry waits for them (with the page's chunk) before it
 * hydrates: an update (site settings, a language switch) that reached a part still waiting for its
 * chunk would make React drop the part's server HTML and render it afresh.
 */
export function preloadPartsOf(route: RouteDef | undefined, copy?: { contact?: boolean }): Promise<void> {
  // The served page's own contact block too (a page whose copy, in its value, switches it on).
  const parts = [...(route && showsContact(route, copy) ? [ContactPart] : []), ...(showsFooter(route) ? [FooterPart] : [])];
  return Promise.all(parts.map((p) => p.preload())).then(() => undefined);
}

/**
 * Load every part and the contact form's region names (the server before rendering; the browser once
 * the page is idle, for later navigation and a language switch: decision 0045).
 */
export function preloadLayoutParts(): Promise<void> {
  return Promise.all([ContactPart.preload(), FooterPart.preload(), loadRegionNames()]).then(() => undefined);
}
