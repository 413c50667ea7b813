/**
 * Whether the layout shows the contact block under a page: the route's default (common/route-table.ts
 * `contact`), unless the page's copy (its `page` read, a content page) was switched on or off in the
 * page editor. The copy is the routed page's value (src/lib/page-data.tsx): on the first load the
 * served value carries its setting, after a navigation the loaded copy has it; while the next page
 * loads, the route's default.
 */
import type { RouteDef } from "../../common/route-table";
import { showsContact } from "../../common/route-table";
import { useRouteValue } from "../lib/page-data";

export function useShowsContact(route: RouteDef | undefined): boolean {
  const { value } = useRouteValue();
  // The not-found page has none (its footer alone).
  return route !== undefined && showsContact(route, route.reads?.includes("page") ? value.page : undefined);
}
