/**
 * Pages and their copy, loaded per page and language (docs/decisions/0027): a page's content module
 * (common/page-modules.ts `PAGE_CONTENT`) is its own chunk in each language, fetched with the page,
 * so a first load carries only its own copy in its own language. The loaders of a page's content
 * modules live in its page module (`contentModules`), not here, so the entry does not carry a
 * loader and a file name for every page in every language.
 */
import { use, type ComponentType } from "react";
import { contentModule, hasContent, PAGE_MODULES, type ContentPageKey } from "../../common/page-modules";
import type { Lang } from "../../common/languages";
import type { PageContents } from "../content/types";
import { useI18n } from "../i18n/i18n-context";
import { loadChunk } from "./chunk-load";
import type { PageProps } from "./page-props";

/** A page module's content loaders: `import.meta.glob("/src/content/<lang>/...")`, keyed by absolute source path. */
export type ContentModules = Record<string, () => Promise<{ default: unknown }>>;

/** A page module: the page, and the loaders of its copy where it has some. */
export interface PageModule {
  default: ComponentType<PageProps>;
  contentModules?: ContentModules;
}

export type PageLoader = () => Promise<PageModule>;

// Every page module, lazily (one chunk each), by page key (common/page-modules.ts).
const modules = import.meta.glob<PageModule>("../pages/*/*-page.tsx");
export const PAGE_LOADERS = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([key, source]) => {
    const loader = modules[source.replace(/^src\//, "../")];
    if (!loader) throw new Error(`no page module ${source}`);
    return [key, loader];
  }),
) as Record<keyof typeof PAGE_MODULES, PageLoader>;

const loaders = new Map<string, () => Promise<{ default: unknown }>>();
const pending = new Map<string, Promise<unknown>>();
const resolved = new Map<string, unknown>();

/**
 * Load a page's copy in one language (once; a failed load is forgotten, so a retry fetches again).
 * Failures are `ChunkLoadError`s with the chunk time-out, like a page chunk's. The page module
 * must have been loaded (its loaders registered): `pageLoader` does both.
 */
export function loadPageContent<K extends ContentPageKey>(key: K, lang: Lang): Promise<PageContents[K]> {
  const id = contentModule(key, lang);
  let promise = pending.get(id);
  if (!promise) {
    const loader = loaders.get(`/${id}`);
    if (!loader) return Promise.reject(new Error(`no content module ${id} (is its page module loaded?)`));
    promise = loadChunk(loader, `content:${key}:${lang}`).then(
      (mod) => {
        resolved.set(id, mod.default);
        return mod.default;
      },
      (err: unknown) => {
        pending.delete(id);
        throw err;
      },
    );
    pending.set(id, promise);
  }
  return promise as Promise<PageContents[K]>;
}

/**
 * The current page's copy in the current language. Loaded before the page renders (the page loader
 * below, used by the chunk loader, the browser entry and the prerender), so this is synchronous
 * on a first load and after a navigation. After a language switch in place it suspends until the
 * other language's module is there; the switch is a transition (i18n-context), so the page stays
 * on screen meanwhile. A failed load throws its ChunkLoadError to the chunk loader, which shows
 * the failure and a retry.
 */
export function usePageContent<K extends ContentPageKey>(key: K): PageContents[K] {
  const { lang } = useI18n();
  const id = contentModule(key, lang);
  if (resolved.has(id)) return resolved.get(id) as PageContents[K];
  return use(loadPageContent(key, lang));
}

const pageLoaders = new Map<string, PageLoader>();

/**
 * The loader of a page in one language: its page module, then its copy in that language. The same
 * function for the same page and language (the chunk loader caches by it); a page without copy
 * has one loader for both languages. The prerendered page modulepreloads both chunks, so on a
 * first load the second fetch has already started.
 */
export function pageLoader(key: keyof typeof PAGE_LOADERS, lang: Lang): PageLoader {
  if (!hasContent(key)) return PAGE_LOADERS[key];
  const id = `${key}:${lang}`;
  let loader = pageLoaders.get(id);
  if (!loader) {
    loader = async () => {
      const mod = await PAGE_LOADERS[key]();
      for (const [path, load] of Object.entries(mod.contentModules ?? {})) loaders.set(path, load);
      await loadPageContent(key, lang);
      return mod;
    };
    pageLoaders.set(id, loader);
  }
  return loader;
}
