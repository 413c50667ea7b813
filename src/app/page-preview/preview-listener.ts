/**
 * The page's side of the editor's live preview, loaded (as a chunk of its own) only by a page
 * opened with `?preview=` inside a frame: it tells the editor it is ready, then leaves each draft the
 * editor posts where the page data reads it (`window.pagePreview`, then a `page-preview` event), so
 * the page renders it with the real block renderers. Messages from another origin or another window
 * than the editor that framed the page are ignored.
 */
import type { PreviewDraft, PreviewReady, PreviewWindow } from "./protocol";

function isDraft(data: unknown, path: string): data is PreviewDraft {
  const d = data as Partial<PreviewDraft> | null;
  return d?.type === "page-preview:draft" && d.path === path && Array.isArray(d.pages?.zh?.blocks) && Array.isArray(d.pages?.en?.blocks);
}

export function startPreview(): void {
  const path = window.location.pathname;
  if (window.parent === window) return;
  window.addEventListener("message", (e: MessageEvent) => {
    if (e.origin !== window.location.origin || e.source !== window.parent || !isDraft(e.data, path)) return;
    (window as PreviewWindow).pagePreview = e.data;
    window.dispatchEvent(new Event("page-preview"));
  });
  window.parent.postMessage({ type: "page-preview:ready", path } satisfies PreviewReady, window.location.origin);
}
