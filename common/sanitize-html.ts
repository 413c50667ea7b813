/** Rich-text content leaves the API sanitised with the `xss` package's whitelist. */
import xss, { type IFilterXSSOptions } from "xss";

const OPTIONS: IFilterXSSOptions = {
  // Drop the contents of these, not just the tags (a script's text must never become visible).
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed"],
};

/** Safe HTML for the SPA to render. (The package is CommonJS: its default export is the filter.) */
export function sanitizeHtml(html: string): string {
  return xss(html, OPTIONS);
}
