/**
 * The page modules (common/page-modules.ts), one lazily loaded chunk each. A page's copy is not a
 * module: it is the `page` read (common/page-reads.ts, decision 0040).
 */
import type { ComponentType } from "react";
import { PAGE_MODULES } from "../../common/page-modules";
import type { PageProps } from "./page-props";

/** A page module: the page. */
type PageModule = { default: ComponentType<PageProps> };

// Every page module, lazily (one chunk each), by page key (common/page-modules.ts).
const modules = import.meta.glob<PageModule>("../pages/*/*-page.tsx");
export const PAGE_LOADERS = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([key, source]) => {
    const loader = modules[source.replace(/^src\//, "../")];
    if (!loader) throw new Error(`no page module ${source}`);
    return [key, loader];
  }),
) as Record<keyof typeof PAGE_MODULES, () => Promise<PageModule>>;
