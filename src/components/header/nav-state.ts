import { matchRoute, NAV_ITEMS, type NavArea } from "../../../common/route-table";

function firstSegment(pathname: string): string {
  return pathname.split("/").filter(Boolean)[0]?.toLowerCase() ?? "";
}

/**
 * The header item to highlight for a path: the item whose first path segment matches
 * (/pc_index/news → HOME); pages outside those folders use their route's `area` (e.g. /help → Academy).
 */
export function activeAreaFor(pathname: string): NavArea | undefined {
  const seg = firstSegment(pathname);
  const bySegment = NAV_ITEMS.find((item) => firstSegment(item.path) === seg);
  return bySegment?.area ?? matchRoute(pathname)?.area;
}

/** True when a click should not navigate because the visitor is already on that exact path. */
export function isSamePath(current: string, target: string): boolean {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p).toLowerCase();
  return clean(current) === clean(target);
}
