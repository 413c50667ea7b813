/**
 * The page's side of the editor's live preview, loaded (as a chunk of its own) only by a page
 * opened with `?preview=` inside a frame: it tells the editor it is ready, then takes the drafts the
 * editor posts and has the page render them with the real block renderers, in the page's language,
 * with the current settings' figures filled in. Messages from another origin or another window
 * than the editor that framed the page are ignored.
 */
import { localPage, pageVars } from "../../../common/page-text";
import type { PreviewDraft, PreviewReady } from "./protocol";
import { showPreview } from "./preview-store";

function isDraft(data: unknown, path: string): data is PreviewDraft {
  const d = data as Partial<PreviewDraft> | null;
  return d?.type === "page-preview:draft" && d.page?.path === path && Array.isArray(d.page.blocks) && typeof d.page.title === "object";
}

export function startPreview(): void {
  const path = window.location.pathname;
  if (window.parent === window) return;
  window.addEventListener("message", (e: MessageEvent) => {
    if (e.origin !== window.location.origin || e.source !== window.parent || !isDraft(e.data, path)) return;
    const page = e.data.page;
    showPreview({
      path,
      render: (lang, site, published) => {
        const local = localPage(page, lang, pageVars(site));
        return { ...local, cases: { ...published?.cases, ...local.cases } };
      },
    });
  });
  window.parent.postMessage({ type: "page-preview:ready", path } satisfies PreviewReady, window.location.origin);
}
