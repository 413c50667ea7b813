import { useEffect } from "react";
import { useI18n, useMessages } from "../i18n/i18n-context";
import { HTML_LANG } from "../i18n/lang";
import { routeTitles } from "./route-titles";
import type { PageKey } from "./route-table";
import { useSiteSettings } from "./site-settings";

/** Keep `<html lang>` and the document title in step with the language and the route. */
export function useDocumentMeta(key: PageKey | "notFound"): void {
  const { lang } = useI18n();
  const titles = useMessages(routeTitles);
  const { brandName } = useSiteSettings();
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
    document.title = `${titles[key]} | ${brandName}`;
  }, [lang, key, titles, brandName]);
}
