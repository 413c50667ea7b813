/**
 * A content page's copy (decision 0040): its published blocks in the current language, read from
 * GET /api/pages like any other data (src/lib/use-api-data.ts), the `page` read of its route (common/page-reads.ts). The Worker answers it into the
 * page's HTML and its data script (a content page's as `IN_HTML`: its kept HTML already shows it),
 * so a first load renders from it without asking again; a client
 * navigation or a language switch fetches it (the page keeps the previous copy on screen meanwhile).
 * In the page editor's preview, the draft the editor posted replaces it (src/app/page-preview/).
 */
import { useEffect, useSyncExternalStore } from "react";
import type { LocalPage } from "../../common/page-text";
import { type IN_HTML, isInHtml } from "../../common/page-document";
import { useLocation } from "react-router";
import { copyPathOf, type PageKey } from "../../common/route-table";
import { useI18n } from "../i18n/i18n-context";
import { pageRead } from "../lib/api";
import { type ApiData, useApiData } from "../lib/use-api-data";
import type { PreviewDraft, PreviewWindow } from "./page-preview/protocol";
import { rememberPageHead } from "./page-heads";
import { rememberPageContact } from "./page-contact";

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

/** Is this page the page editor's live preview (framed, `?preview=`; src/app/page-preview/)? */
const inEditorFrame = () => typeof window !== "undefined" && window.parent !== window && new URLSearchParams(window.location.search).has("preview");

export function useContentPage(key: PageKey): ApiData<LocalPage | typeof IN_HTML> {
  const { lang } = useI18n();
  // A landing page's copy is its own address's (/lp/<slug>); any other page's its route's.
  const path = copyPathOf(key, useLocation().pathname);
  // In the page editor's frame the draft is the page: a landing page not yet published has no copy to
  // read (404), which is no error to show over the draft.
  const read = pageRead(path, { language: lang, silent: inEditorFrame() });
  const published = useApiData(read, [path, lang]);
  const preview = usePreview(path);
  // The head follows the published copy after a navigation or a language switch (use-document-meta.ts).
  const copy = published.data;
  useEffect(() => {
    if (copy && !isInHtml(copy) && typeof copy.title === "string") rememberPageHead(read.key, copy);
    // The layout shows the contact block by the copy's setting (src/app/page-contact.ts).
    // A landing page's form chooses the copy's product too (src/components/contact/contact-form.tsx).
    if (copy && !isInHtml(copy)) rememberPageContact(path, copy.contact, copy.product);
  }, [read.key, copy, path]);
  return preview ? { data: preview.pages[lang], error: undefined, loading: false } : published;
}
