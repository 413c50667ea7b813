/** Sets the document title of a screen: "<screen> | <app>". */
import { useEffect } from "react";
import { useI18n } from "../i18n/admin-i18n";

export function useTitle(screen: string): void {
  const { t } = useI18n();
  useEffect(() => {
    document.title = `${screen} | ${t("appName")}`;
  }, [screen, t]);
}
