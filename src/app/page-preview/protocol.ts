/**
 * The page editor's live preview (src/admin/pages/page-preview.tsx): the editor frames the public
 * page with `?preview=1` and posts it the draft, already in each language as the page's read would
 * answer it (`localPage`, the server's own). The page, and only a page opened so, loads the listener
 * (preview-listener.ts, a chunk of its own) and renders the draft with the real block renderers.
 * Both ends accept messages only from their own origin and from the other window.
 *
 * The page side shares no module with the rest of the app (only these types), so visitors' pages
 * carry no preview code beyond the query test in the entry and the page data's few lines.
 */
import type { LocalPage } from "../../../common/page-text";

/** From the framed page: the listener is ready for a draft. */
export interface PreviewReady {
  type: "page-preview:ready";
  path: string;
}

/** From the editor: the draft of the page at `path`, in both languages. */
export interface PreviewDraft {
  type: "page-preview:draft";
  path: string;
  pages: { zh: LocalPage; en: LocalPage };
}

/** Where the listener leaves the draft for the page data (src/app/page-data.ts); it then fires `page-preview`. */
export type PreviewWindow = Window & { pagePreview?: PreviewDraft };
