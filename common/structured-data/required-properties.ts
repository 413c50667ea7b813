/**
 * Per schema.org type: the properties Google's structured-data documentation requires or recommends
 * (developers.google.com/search/docs/appearance/structured-data: organization, software-app,
 * article, video, breadcrumb) that this site has data for, those that must be absolute URLs and
 * those that must be ISO 8601 dates. Data for the tests that hold every served page to them
 * (tests/worker/structured-data.test.ts, tests/app/structured-data.test.ts, tests/e2e/structured-data.test.ts).
 * SoftwareApplication's rich result also wants offers and a rating, which the site has not: prices
 * are on request and there are no reviews, and neither may be invented.
 */
export const REQUIRED_PROPERTIES: Record<string, { required: readonly string[]; urls: readonly string[]; dates?: readonly string[] }> = {
  Organization: { required: ["name", "url", "logo", "contactPoint"], urls: ["url", "logo"] },
  BreadcrumbList: { required: ["itemListElement"], urls: [] },
  SoftwareApplication: { required: ["name", "applicationCategory", "operatingSystem", "url"], urls: ["url"] },
  NewsArticle: { required: ["headline", "image", "datePublished", "dateModified", "author", "publisher"], urls: [], dates: ["datePublished", "dateModified"] },
  VideoObject: { required: ["name", "description", "thumbnailUrl", "uploadDate", "duration", "contentUrl"], urls: ["contentUrl"], dates: ["uploadDate"] },
};

/** An installable product's SoftwareApplication (product pages, download page) names its version and download too. */
export const INSTALLER_PROPERTIES = ["softwareVersion", "downloadUrl"] as const;

/** ISO 8601 date-time as the builders write it (UTC). */
export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Every `<script type="application/ld+json">` of an HTML page, parsed. */
export function ldJsonBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

/**
 * What is wrong with `blocks` against REQUIRED_PROPERTIES (no context, unknown type, a property
 * missing, a URL not absolute on `origin`, a date not ISO 8601), one line per problem; and the blocks by type.
 */
export function checkStructuredData(
  blocks: Record<string, unknown>[],
  origin: string,
): { problems: string[]; byType: Record<string, Record<string, unknown>[]> } {
  const problems: string[] = [];
  const byType: Record<string, Record<string, unknown>[]> = {};
  for (const b of blocks) {
    const type = String(b["@type"]);
    if (b["@context"] !== "https://schema.org") problems.push(`${type}: @context ${String(b["@context"])}`);
    const spec = REQUIRED_PROPERTIES[type];
    if (!spec) problems.push(`unknown @type ${type}`);
    for (const p of spec?.required ?? [])
      if (b[p] === undefined || b[p] === "" || (Array.isArray(b[p]) && b[p].length === 0)) problems.push(`${type}.${p} missing`);
    for (const p of spec?.urls ?? [])
      if (typeof b[p] !== "string" || !b[p].startsWith(`${origin}/`)) problems.push(`${type}.${p} not on ${origin}: ${String(b[p])}`);
    for (const p of spec?.dates ?? []) if (typeof b[p] !== "string" || !ISO_DATE_TIME.test(b[p])) problems.push(`${type}.${p} not ISO 8601: ${String(b[p])}`);
    if (type === "BreadcrumbList") {
      const items = (b.itemListElement ?? []) as Record<string, unknown>[];
      items.forEach((item, i) => {
        if (item["@type"] !== "ListItem" || item.position !== i + 1 || !item.name) problems.push(`BreadcrumbList item ${i + 1} incomplete`);
        if (i < items.length - 1 && !String(item.item ?? "").startsWith(`${origin}/`)) problems.push(`BreadcrumbList item ${i + 1} URL not on ${origin}`);
      });
    }
    byType[type] ??= [];
    byType[type].push(b);
  }
  return { problems, byType };
}
