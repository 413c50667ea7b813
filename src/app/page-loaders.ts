import type { ComponentType } from "react";
import type { PageProps } from "./page-props";
import { PAGE_MODULES } from "../../common/page-modules";

type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

// Every screen module, lazily (one chunk each); keys are paths relative to this file.
const modules = import.meta.glob<{ default: ComponentType<PageProps> }>("../pages/*/*-page.tsx");

/** One lazily loaded chunk per screen family, by page key (common/page-modules.ts). */
export const PAGE_LOADERS = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([key, source]) => {
    const loader = modules[source.replace(/^src\//, "../")];
    if (!loader) throw new Error(`no page module ${source}`);
    return [key, loader];
  }),
) as Record<keyof typeof PAGE_MODULES, Loader>;
