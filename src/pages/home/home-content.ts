import { home as en } from "../../content/en/home";
import { home as zh } from "../../content/zh/home";
import type { HomeContent } from "../../content/types";
import { useLocalized } from "../../i18n/i18n-context";

/** The home page's copy (src/content/{zh,en}/home.ts) in the current language. */
export function useHomeContent(): HomeContent {
  return useLocalized({ zh, en });
}
