/**
 * A page's loader (docs/decisions/0060): the reads its route declares (common/route-table.ts `reads`,
 * common/page-reads.ts), asked at its address and answered into one value by read name. The Worker
 * loads it from its API routes in-process, the build from the seeded copy, the browser after a
 * navigation through the API (src/lib/page-data.tsx); the server render, the head, the page's value
 * script and the browser's render all read that value by name.
 */
import type { Lang } from "./languages.ts";
import { apiAddress, type Read, READS, type ReadName } from "./page-reads.ts";
import { copyPathOf, type PageKey, routeOf, showsContact } from "./route-table.ts";

/** A page's loaded data: each read's answer by its name (absent: not read, or none at this address). */
export type PageValue<A extends Record<ReadName, unknown> = Record<ReadName, unknown>> = { [R in ReadName]?: A[R] };

/** Where a page is loaded: its route, the address's path and query, the language. */
export interface PageAt {
  key: PageKey | "notFound";
  pathname: string;
  query: URLSearchParams;
  lang: Lang;
}

/** The key (API address) of read `name` at `at`; undefined where it asks nothing (a detail page without an id). */
export function readKey(at: PageAt, name: ReadName): string | undefined {
  const read = (READS[name] as (q: URLSearchParams, p?: string) => Read)(at.query, at.key === "notFound" ? undefined : copyPathOf(at.key, at.pathname));
  return read && apiAddress(read[0], { language: at.lang, ...read[1] });
}

/**
 * The reads whose answers the browser's first render needs: the site settings, the products where the
 * contact block shows (by the route's default, or by the page's copy once `value` has it), the route's own.
 */
export function browserReads(key: PageKey | "notFound", value: PageValue = {}): ReadName[] {
  const route = key === "notFound" ? undefined : routeOf(key);
  const copy = value.page as { contact?: boolean } | undefined;
  return ["site", ...(route && showsContact(route, copy) ? ["products" as const] : []), ...(route?.reads ?? [])];
}

/**
 * The page's value at `at`: its reads (and `extra`, for its head only), each asked with `read` by key (and named).
 * A content page whose copy switches the contact block on reads the products after it.
 */
export async function loadPage(at: PageAt, read: (key: string, name: ReadName) => Promise<unknown>, extra: readonly ReadName[] = []): Promise<PageValue> {
  const value: PageValue = {};
  const load = (names: readonly ReadName[]) =>
    Promise.all(
      [...new Set(names)].map(async (name) => {
        const key = readKey(at, name);
        if (key !== undefined && !(name in value)) value[name] = await read(key, name);
      }),
    );
  await load([...browserReads(at.key), ...extra]);
  await load(browserReads(at.key, value));
  return value;
}

/**
 * The reads a page kept whole on its first load (its route's `keptWhole`, decision 0072) shows in its
 * HTML, none of them in its value script; none for any other route. `whole`: the server answered
 * every one of them (the Worker's side), or the value script says its copy is in the HTML (the browser's).
 */
export function readsInHtml(key: PageKey | "notFound", whole: boolean): readonly ReadName[] {
  const route = key === "notFound" ? undefined : routeOf(key);
  return route?.keptWhole && whole ? (route.reads ?? []) : [];
}
