/** Turns a page's meta into `<head>` markup for the prerendered files. Pure string work, no DOM. */
import { escapeHtml } from "../../common/escape-html";
import { ldJsonScript } from "../../common/structured-data/thing";
import { OG_LOCALE, type PageMeta } from "./page-meta";

/** The head tags of one page (title first, then description, links, share card, structured data). */
export function headTags(meta: PageMeta): string[] {
  const e = escapeHtml;
  const other = meta.lang === "zh" ? "en" : "zh";
  const tags = [`<title>${e(meta.title)}</title>`, `<meta name="description" content="${e(meta.description)}" />`];
  if (meta.robots) tags.push(`<meta name="robots" content="${e(meta.robots)}" />`);
  if (meta.canonical) tags.push(`<link rel="canonical" href="${e(meta.canonical)}" />`);
  for (const alt of meta.alternates) tags.push(`<link rel="alternate" hreflang="${e(alt.hreflang)}" href="${e(alt.href)}" />`);
  if (meta.feed) tags.push(`<link rel="alternate" type="application/atom+xml" title="${e(meta.feed.title)}" href="${e(meta.feed.href)}" />`);
  tags.push(
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${e(meta.siteName)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[meta.lang]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
    `<meta property="og:image" content="${e(meta.image)}" />`,
    ...(meta.imageSize
      ? [`<meta property="og:image:width" content="${meta.imageSize.width}" />`, `<meta property="og:image:height" content="${meta.imageSize.height}" />`]
      : []),
    `<meta property="og:image:alt" content="${e(meta.siteName)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(meta.image)}" />`,
  );
  if (meta.canonical) tags.push(`<meta property="og:url" content="${e(meta.canonical)}" />`);
  tags.push(...(meta.jsonLd ?? []).map(ldJsonScript));
  return tags;
}
