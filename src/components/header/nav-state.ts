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

export { isSamePath } from "./same-path";
