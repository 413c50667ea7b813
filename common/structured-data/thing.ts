/**
 * Structured data (schema.org JSON-LD) for search engines: one builder per type in this folder,
 * shared by the prerender (src/app/page-meta.ts: the organisation, breadcrumbs, platform pages) and
 * the Worker (worker/pages/structured-data.ts: what comes from D1 - software, news, videos).
 * Builders take absolute URLs; they never read the request or the database.
 */

/** A schema.org node as it goes into a page: typed, with its context. */
export interface Thing {
  "@context": "https://schema.org";
  "@type": string;
  [property: string]: unknown;
}

export const CONTEXT = "https://schema.org" as const;

/** Square raster logo (scripts/generate-share-images.ts), named as the publisher's and organisation's logo. */
export const LOGO_PATH = "/img/share/logo-512.png";

/** The publishing organisation as a nested node (no context of its own; its logo is on the home page's Organization). */
export function publisher(origin: string, name: string): Record<string, unknown> {
  return { "@type": "Organization", name, url: `${origin}/` };
}

/** `<script type="application/ld+json">` for `thing`: `<` is escaped so no `</script>` or `<!--` in the data can end it early. */
export function ldJsonScript(thing: Thing): string {
  return `<script type="application/ld+json">${JSON.stringify(thing).replace(/</g, "\\u003c")}</script>`;
}

/** `path` on `origin` unless it is already absolute. */
export function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** ISO 8601 date-time, or undefined when the stored value does not parse. */
export function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
