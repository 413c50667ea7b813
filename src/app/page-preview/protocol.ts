/**
 * The page editor's live preview (src/admin/pages/page-preview.tsx): the editor frames the public
 * page with `?preview=1` and posts it the draft; the page, and only a page opened so, loads the
 * listener (preview-listener.ts, a chunk of its own) that renders the draft with the real block
 * renderers. Both ends accept messages only from their own origin and from the other window.
 */
import type { PageItem } from "../../../common/page-blocks";

/** The query parameter that turns the listener on. */
export const PREVIEW_PARAM = "preview";

/** From the framed page: the listener is ready for a draft. */
export interface PreviewReady {
  type: "page-preview:ready";
  path: string;
}

/** From the editor: the draft to show (both languages; the page picks its own). */
export interface PreviewDraft {
  type: "page-preview:draft";
  page: Pick<PageItem, "path" | "title" | "description" | "blocks">;
}
