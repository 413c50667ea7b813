/**
 * The read of a content page's seeded copy (seed/content/pages.json, decision 0040) as the Worker
 * answers it into the page, for tests that render a page on the server side.
 */
import pagesJson from "../../../seed/content/pages.json";
import type { PageItem } from "../../../common/page-blocks";
import { pageVars, seededPage } from "../../../common/page-text";
import { INITIAL_SITE_SETTINGS } from "../../../src/app/site-settings";
import { pageRead } from "../../../src/lib/api";
import type { Lang } from "../../../src/i18n/lang";

export const SEEDED_PAGES = pagesJson as unknown as PageItem[];

/** `{ [the page read's key]: its seeded answer }` for the page at `path` in `lang`. */
export function seededPageAnswer(path: string, lang: Lang): Record<string, unknown> {
  return { [pageRead(path, { language: lang }).key]: seededPage(SEEDED_PAGES, path, lang, pageVars(INITIAL_SITE_SETTINGS[lang])) };
}
