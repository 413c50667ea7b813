/**
 * Markdown to the HTML visitors get: `marked` (GitHub-flavoured), then the site's sanitiser. The admin's
 * live preview and the Worker's save both call this one function, so the preview is exactly the page.
 * DOM-free: it runs in the browser, in workerd and in node.
 */
import { Marked } from "marked";
import { sanitizeHtml } from "./sanitize-html.ts";

// Own instance: options set here never leak into another user of the shared `marked` singleton.
const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Sanitised HTML of `markdown`. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }));
}
