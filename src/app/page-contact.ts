/**
 * Whether the layout shows the contact block under a page: the route's default (common/route-table.ts
 * `contact`), unless the page's published copy (its `page` read, a content page) was switched on or off
 * in the page editor. The Worker renders the page with its copy; on the first load the copy is in the
 * page's HTML (IN_HTML), so the served page says it: the block is there or not. After a client
 * navigation the content page tells its copy's setting when it has it (src/app/content-page-data.ts):
 * the layout never reads the copy itself, so a warmed read is the page's and no request is doubled.
 */
import { useState, useSyncExternalStore } from "react";
import type { LocalPage } from "../../common/page-text";
import { isInHtml } from "../../common/page-document";
import { type RouteDef, showsContact } from "../../common/route-table";
import { useI18n } from "../i18n/i18n-context";
import { pageRead } from "../lib/api";
import { usePageData } from "../lib/page-data";

/** The served page's contact block (src/components/contact/contact-block.tsx). */
const SERVED_BLOCK = "section#contact";

/** Does the served page show the contact block (read before the app changes the page)? */
export function servedShowsContact(): boolean {
  return typeof document !== "undefined" && document.querySelector(SERVED_BLOCK) !== null;
}

/** The setting of each page's copy the content pages read after the first load, by path (one for both languages). */
const told = new Map<string, boolean | undefined>();
const listeners = new Set<() => void>();
const NOT_TOLD = "not told" as const;

/** The product each page's copy chose for its form (a landing page's), told with its setting; read by src/components/contact/contact-form.tsx. */
export const toldProducts = new Map<string, string | undefined>();

/** A content page read its copy: the layout shows the contact block by it, the form chooses its product. */
export function rememberPageContact(path: string, contact: boolean | undefined, product?: string): void {
  if (told.has(path) && told.get(path) === contact && toldProducts.get(path) === product) return;
  told.set(path, contact);
  toldProducts.set(path, product);
  for (const changed of listeners) changed();
}

export const subscribe = (changed: () => void) => {
  listeners.add(changed);
  return () => void listeners.delete(changed);
};

export function useShowsContact(route: RouteDef | undefined): boolean {
  const { lang } = useI18n();
  const served = usePageData();
  const path = route?.reads?.includes("page") ? route.path : undefined;
  // The first page's copy as served, looked at without taking it: the page's own data is the page's
  // (a mount that uses an answer removes it, and the page hydrates after the layout).
  const [first] = useState(() => {
    const key = path ? pageRead(path, { language: lang }).key : undefined;
    const answer = key !== undefined && served.has(key) ? served.get(key) : undefined;
    return { path, page: answer === undefined ? undefined : isInHtml(answer) ? { contact: servedShowsContact() } : (answer as LocalPage) };
  });
  const said = useSyncExternalStore(
    subscribe,
    () => (path !== undefined && told.has(path) ? told.get(path) : NOT_TOLD),
    () => NOT_TOLD,
  );
  if (!route) return false;
  if (path !== undefined && path === first.path && first.page) return showsContact(route, first.page);
  return showsContact(route, said === NOT_TOLD ? undefined : { contact: said });
}
