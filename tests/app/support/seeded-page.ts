/**
 * A content page's seeded copy (seed/content/pages.json, decision 0040) as its value's `page` read,
 * the way the Worker loads it, for tests that render a page on the server side.
 */
import pagesJson from "../../../seed/content/pages.json";
import type { PageItem } from "../../../common/page-blocks";
import { pageVars, seededPage } from "../../../common/page-text";
import { INITIAL_SITE_SETTINGS } from "../../../src/app/site-settings";
import type { Lang } from "../../../src/i18n/lang";
import type { TypedPageValue } from "../../../worker/schemas/api-requests";

export const SEEDED_PAGES = pagesJson as unknown as PageItem[];

/** `{ page: its seeded copy }` for the page at `path` in `lang` (none: no copy). */
export function seededPageValue(path: string, lang: Lang): TypedPageValue {
  const copy = seededPage(SEEDED_PAGES, path, lang, pageVars(INITIAL_SITE_SETTINGS[lang]));
  return copy ? { page: copy } : {};
}
