import type { PageKey } from "../../common/route-table";

/** Every page component receives the key of the route it renders (pages shared by several routes use it). */
export interface PageProps {
  routeKey: PageKey | "notFound";
}
