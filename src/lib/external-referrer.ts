/**
 * The page's external referrer, or "" when there is none: document.referrer is our own site after a
 * reload or a full-page link between our pages (a ?lang= switch), and our own pages are not where a
 * lead came from. The server applies the same rule whatever a client sends.
 */
export function externalReferrer(referrer: string = document.referrer, origin: string = window.location.origin): string {
  // Most visits have none: no URL to parse, and no exception thrown and caught on the page's first load.
  if (!referrer) return "";
  try {
    return new URL(referrer).hostname === new URL(origin).hostname ? "" : referrer;
  } catch {
    return ""; // empty, or not a URL: no referrer
  }
}
