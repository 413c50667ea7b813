/**
 * Whether the layout shows the contact block under a page: the route's default (common/route-table.ts
 * `contact`), unless the page's published copy (its `page` read, a content page) was switched on or off
 * in the page editor. The Worker renders the page with its copy; on the first load the copy is in the
 * page's HTML (IN_HTML), so the served page says it: the block is there or not. A client navigation
 * reads the copy (the route's default until it answers).
 */
import { useState } from "react";
import type { LocalPage } from "../../common/page-text";
import { isInHtml } from "../../common/page-document";
import { type RouteDef, showsContact } from "../../common/route-table";
import { useI18n } from "../i18n/i18n-context";
import { pageRead } from "../lib/api";
import { useApiData } from "../lib/use-api-data";

/** The served page's contact block (src/components/contact/contact-block.tsx). */
const SERVED_BLOCK = "section#contact";

/** Does the served page show the contact block (read before the app changes the page)? */
export function servedShowsContact(): boolean {
  return typeof document !== "undefined" && document.querySelector(SERVED_BLOCK) !== null;
}

export function useShowsContact(route: RouteDef | undefined): boolean {
  const { lang } = useI18n();
  // Read once, when the layout first renders (the hydration of the served page).
  const [served] = useState(servedShowsContact);
  const path = route?.reads?.includes("page") ? route.path : undefined;
  const { data } = useApiData<LocalPage | { inHtml: true }>(path ? pageRead(path, { language: lang }) : undefined, [path, lang]);
  if (!route) return false;
  if (isInHtml(data)) return showsContact(route, { contact: served });
  return showsContact(route, data);
}
