/** BreadcrumbList: where an inner page sits (home, its section, the page). */
import { CONTEXT, type Thing } from "./thing";

/** One step; the last (the page itself) may go without its URL. */
export interface Crumb {
  name: string;
  url?: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): Thing {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, ...(c.url ? { item: c.url } : {}) })),
  };
}
