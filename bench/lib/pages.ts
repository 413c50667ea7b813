// The pages Lighthouse loads: every route of the route table (or the --routes filter), detail
// pages with the `?id=` of the newest seeded item, so they are measured showing an item as a visitor
// sees it, not their not-found state.
import type { PageKey, RouteDef } from "../../common/route-table.ts";
import type { BenchPage } from "./lighthouse.ts";

/** Where the newest item of each detail page comes from (the first item of its list read). */
const DETAIL_SOURCES: Partial<Record<PageKey, string>> = {
  newsDetail: "/api/news?pageSize=1",
  updateLogDetail: "/api/update-logs",
};

async function firstId(origin: string, source: string): Promise<string> {
  const res = await fetch(`${origin}${source}`);
  if (!res.ok) throw new Error(`GET ${source}: HTTP ${res.status}`);
  const body = (await res.json()) as { data?: { id: number | string }[] | { list: { id: number | string }[] } };
  const list = Array.isArray(body.data) ? body.data : body.data?.list;
  if (!list?.[0]) throw new Error(`GET ${source}: no item to measure the detail page with`);
  return String(list[0].id);
}

export async function benchPages(origin: string, routes: readonly RouteDef[]): Promise<BenchPage[]> {
  return Promise.all(
    routes.map(async (route) => {
      if (!route.detail) return { path: route.path, url: route.path };
      const source = DETAIL_SOURCES[route.key];
      if (!source) throw new Error(`bench: no item source for the detail page ${route.key} (bench/lib/pages.ts)`);
      return { path: route.path, url: `${route.path}?id=${await firstId(origin, source)}` };
    }),
  );
}
