import type { ComponentType } from "react";
import type { PageProps } from "./page-props";
import { PAGE_MODULES } from "../../common/page-modules";

/** A page module's content loaders: `import.meta.glob("/src/content/<lang>/...")`, keyed by absolute source path. */
export type ContentModules = Record<string, () => Promise<{ default: unknown }>>;

/** A screen module: the page, and the loaders of its copy where it has some (src/app/page-content.ts). */
export interface PageModule {
  default: ComponentType<PageProps>;
  contentModules?: ContentModules;
}

export type PageLoader = () => Promise<PageModule>;

// Every screen module, lazily (one chunk each); keys are paths relative to this file.
const modules = import.meta.glob<PageModule>("../pages/*/*-page.tsx");

/** One lazily loaded chunk per screen family, by page key (common/page-modules.ts). */
export const PAGE_LOADERS = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([key, source]) => {
    const loader = modules[source.replace(/^src\//, "../")];
    if (!loader) throw new Error(`no page module ${source}`);
    return [key, loader];
  }),
) as Record<keyof typeof PAGE_MODULES, PageLoader>;
