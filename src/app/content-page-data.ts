/**
 * A content page's copy (decision 0040): its published blocks in the current language, the `page` read
 * of its value (src/lib/page-data.tsx, common/page-reads.ts). The Worker renders the page with it and
 * its value script says `IN_HTML` (its kept HTML already shows it), so a first load renders from it
 * without asking again; a client navigation or a language switch loads it with the page's value (the
 * page keeps the previous copy on screen meanwhile).
 * In the page editor's preview, the draft the editor posted replaces it (src/app/page-preview/).
 */
import { useEffect, useSyncExternalStore } from "react";
import type { LocalPage } from "../../common/page-text";
import { type InHtml, isInHtml } from "../../common/page-document";
import { useLocation } from "react-router";
import { copyPathOf, type PageKey } from "../../common/route-table";
import { useI18n } from "../i18n/i18n-context";
import { type ApiData, usePageRead } from "../lib/page-data";
import type { PreviewDraft, PreviewWindow } from "./page-preview/protocol";
import { rememberPageHead } from "./page-heads";

const subscribe = (changed: () => void) => {
  addEventListener("page-preview", changed);
  return () => removeEventListener("page-preview", changed);
};
/** The editor's draft of this page, in the page editor's preview only (src/app/page-preview/); else null. */
const usePreview = (path: string): PreviewDraft | null =>
  useSyncExternalStore(
    subscribe,
    () => ((window as PreviewWindow).pagePreview?.path === path ? (window as PreviewWindow).pagePreview! : null),
    () => null,
  );

export function useContentPage(key: PageKey): ApiData<LocalPage | InHtml> {
  const { lang } = useI18n();
  // A landing page's copy is its own address's (/lp/<slug>); any other page's its route's.
  const path = copyPathOf(key, useLocation().pathname);
  const published = usePageRead("page");
  const preview = usePreview(path);
  // The head follows the published copy after a navigation or a language switch (use-document-meta.ts).
  const copy = published.data;
  useEffect(() => {
    if (copy && !isInHtml(copy) && typeof copy.title === "string") rememberPageHead(`${lang} ${path}`, copy);
  }, [lang, path, copy]);
  return preview ? { data: preview.pages[lang], error: undefined, loading: false } : published;
}
