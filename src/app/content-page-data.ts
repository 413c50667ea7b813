/**
 * A content page's copy (decision 0040): its published blocks in the current language, read from
 * GET /api/pages like any other data (src/lib/use-api-data.ts), the `page` read of its route (common/page-reads.ts). The Worker answers it into the
 * page's HTML and its data script (a content page's as `IN_HTML`: its kept HTML already shows it),
 * so a first load renders from it without asking again; a client
 * navigation or a language switch fetches it (the page keeps the previous copy on screen meanwhile).
 */
import type { LocalPage } from "../../common/page-text";
import type { IN_HTML } from "../../common/page-document";
import { pathOf, type PageKey } from "../../common/route-table";
import { useI18n } from "../i18n/i18n-context";
import { pageRead } from "../lib/api";
import { type ApiData, useApiData } from "../lib/use-api-data";

export function useContentPage(key: PageKey): ApiData<LocalPage | typeof IN_HTML> {
  const { lang } = useI18n();
  const path = pathOf(key);
  return useApiData(pageRead(path, { language: lang }), [path, lang]);
}
