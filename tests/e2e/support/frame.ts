// The header as a visitor sees it: nav links by their visible names, and the module-click beacon.
import type { Locator, Page, Request } from "playwright-core";
import { NAV_ITEMS, type NavArea } from "../../../common/route-table.ts";
import { headerMessages } from "../../../src/components/header/header-messages.ts";
import { format } from "../../../src/i18n/catalogue.ts";
import type { Lang } from "../../../src/i18n/lang.ts";
import { common, type CommonKey } from "../../../src/i18n/messages/common.ts";

/** The main navigation landmark of the header. */
export const mainNav = (page: Page, lang: Lang): Locator => page.getByRole("navigation", { name: headerMessages[lang].mainNav });

/** Visible label of a header module in `lang` (the academy item carries the brand name). */
export function navLabel(module: NavArea, lang: Lang, brand: string): string {
  const item = NAV_ITEMS.find((i) => i.area === module)!;
  return format(common[lang][item.labelKey as CommonKey], { brand });
}

/** The header link of a module, found by role and visible name. */
export const navLink = (page: Page, lang: Lang, module: NavArea, brand: string): Locator =>
  mainNav(page, lang).getByRole("link", { name: navLabel(module, lang, brand), exact: true });

/** True for the POST /api/module-clicks beacon. */
export const isModuleClick = (r: Request): boolean => r.method() === "POST" && new URL(r.url()).pathname === "/api/module-clicks";

/** True for the POST /api/visits beacon. */
export const isVisit = (r: Request): boolean => r.method() === "POST" && new URL(r.url()).pathname === "/api/visits" && !isFormEvent(r);

/** The funnel's form_view / form_start: sent to /api/visits too, but not a page view. */
export function isFormEvent(r: Request): boolean {
  if (r.method() !== "POST" || new URL(r.url()).pathname !== "/api/visits") return false;
  try {
    return typeof (r.postDataJSON() as { event?: unknown } | null)?.event === "string";
  } catch {
    return false;
  }
}
