/**
 * Whether the layout shows the contact block under a page: the route's default (common/route-table.ts
 * `contact`), unless the page's published copy (its `page` read, a content page) was switched on or off
 * in the page editor. The Worker renders the page with its copy; on the first load the copy is in the
 * page's HTML (IN_HTML), so the served page says it: the block is there or not. A client navigation
 * or a language switch reads the copy (until it answers: the route's default, or as it was on this page).
 */
import { useRef, useState } from "react";
import type { LocalPage } from "../../common/page-text";
import { type IN_HTML, isInHtml } from "../../common/page-document";
import { type RouteDef, showsContact } from "../../common/route-table";
import { useI18n } from "../i18n/i18n-context";
import { pageRead } from "../lib/api";
import { usePageData } from "../lib/page-data";
import { useApiData } from "../lib/use-api-data";

/** The served page's contact block (src/components/contact/contact-block.tsx). */
const SERVED_BLOCK = "section#contact";

/** Does the served page show the contact block (read before the app changes the page)? */
export function servedShowsContact(): boolean {
  return typeof document !== "undefined" && document.querySelector(SERVED_BLOCK) !== null;
}

export function useShowsContact(route: RouteDef | undefined): boolean {
  const { lang } = useI18n();
  const served = usePageData();
  const path = route?.reads?.includes("page") ? route.path : undefined;
  const read = path ? pageRead(path, { language: lang }) : undefined;
  // The first page's copy as served, looked at without taking it: the page's own data is the page's
  // (a mount that uses an answer removes it, and the page hydrates after the layout).
  const [first] = useState(() => {
    const answer = read && served.has(read.key) ? served.get(read.key) : undefined;
    const page = answer === undefined ? undefined : isInHtml(answer) ? { contact: servedShowsContact() } : (answer as LocalPage);
    return { key: read?.key, page };
  });
  const known = read !== undefined && read.key === first.key && first.page !== undefined;
  const { data } = useApiData<LocalPage | typeof IN_HTML>(known ? undefined : read, [known ? undefined : read?.key]);
  // While another language's copy loads, the block stays as it was on this page.
  const last = useRef<{ path?: string; shows: boolean }>({ shows: false });
  if (!route) return false;
  let shows: boolean;
  if (known) shows = showsContact(route, first.page);
  else if (data && !isInHtml(data)) shows = showsContact(route, data);
  else shows = last.current.path === path && path !== undefined ? last.current.shows : showsContact(route);
  last.current = { path, shows };
  return shows;
}
