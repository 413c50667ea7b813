import { usePageContent } from "../../app/page-content";
import type { HomeContent } from "../../content/types";

/** The home page's copy (src/content/{zh,en}/home.ts) in the current language. */
export function useHomeContent(): HomeContent {
  return usePageContent("home");
}
