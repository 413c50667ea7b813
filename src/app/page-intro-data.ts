/**
 * The copy of a page that draws its own frame around it (academy, download, help): their intro and
 * help's FAQ are the page's `pages` item (decision 0040), read as a content page's is
 * (content-page-data.ts: the route's `page` read, the editor's draft in its preview, the head kept in
 * step); the lists around it stay their own reads. A module of these three pages' own: one more module
 * shared with the home page would be one more chunk in the home page's HTML, which fills TCP's first
 * congestion window (tests/e2e/html-size.test.ts).
 */
import { useEffect, useSyncExternalStore } from "react";
import type { LocalBlock, LocalBlockOf } from "../../common/page-blocks";
import type { FixedPageKey, SlotOf } from "../../common/page-layouts";
import type { LocalPage } from "../../common/page-text";
import { isInHtml } from "../../common/page-document";
import { pathOf } from "../../common/route-table";
import { useI18n } from "../i18n/i18n-context";
import { usePageRead } from "../lib/page-data";
import type { PreviewWindow } from "./page-preview/protocol";
import { rememberPageHead } from "./page-heads";

const subscribe = (changed: () => void) => {
  addEventListener("page-preview", changed);
  return () => removeEventListener("page-preview", changed);
};

/**
 * A fixed page's blocks (common/page-layouts.ts), marked with the page they belong to so `blockOf`
 * takes only the types that page declares (the server refuses any other, decision 0044).
 */
export type PageBlocks<K extends FixedPageKey> = readonly LocalBlock[] & { readonly __page?: K };

/**
 * The page's blocks in the current language: the editor's draft in its preview, else as published.
 * Undefined while they are not here: loading, or on a first load, where the kept server HTML shows
 * them (src/components/static-html/static-html.tsx) and the value script only says so (`IN_HTML`).
 */
export function usePageBlocks<K extends FixedPageKey>(key: K): PageBlocks<K> | undefined {
  const { lang } = useI18n();
  const path = pathOf(key);
  const { data } = usePageRead("page");
  const preview = useSyncExternalStore(
    subscribe,
    () => ((window as PreviewWindow).pagePreview?.path === path ? (window as PreviewWindow).pagePreview! : null),
    () => null,
  );
  const copy: LocalPage | undefined = data && !isInHtml(data) ? data : undefined;
  useEffect(() => {
    if (copy) rememberPageHead(`${lang} ${path}`, copy);
  }, [lang, path, copy]);
  return preview ? preview.pages[lang].blocks : copy?.blocks;
}

/** The block of `type` among page `K`'s blocks: a type the page's layout does not declare does not compile. */
export function blockOf<K extends FixedPageKey, T extends SlotOf<K>>(blocks: PageBlocks<K> | undefined, type: T): LocalBlockOf<T> | undefined {
  return blocks?.find((b): b is LocalBlockOf<T> => b.type === type);
}
