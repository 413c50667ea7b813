/**
 * The draft a page shows in the editor's preview, when there is one (set by preview-listener.ts,
 * which only a page opened with `?preview=` loads). Visitors' pages never set it: it stays null and
 * the page shows its published copy. Small on purpose: the localising code lives in the listener.
 */
import { useSyncExternalStore } from "react";
import type { LocalPage } from "../../../common/page-text";
import type { SiteSettings } from "../../lib/api-types";

export interface PreviewEntry {
  path: string;
  /** The draft in `lang` with the current settings; `published` lends the cases its proof blocks name. */
  render: (lang: "zh" | "en", site: SiteSettings, published: LocalPage | undefined) => LocalPage;
}

let entry: PreviewEntry | null = null;
const listeners = new Set<() => void>();

export function showPreview(next: PreviewEntry): void {
  entry = next;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** The preview's draft of the page at `path`, or null (always null for visitors and on the server). */
export function usePreview(path: string): PreviewEntry | null {
  return useSyncExternalStore(
    subscribe,
    () => (entry?.path === path ? entry : null),
    () => null,
  );
}
