/**
 * The dashboard's keys in the admin's words: a page by its title in the admin's language (the route
 * table's path is what the site counts, never shown), a language or country by name, and the counters'
 * own keys (`other`, `(none)`) as what they mean for the dimension.
 */
import { matchRoute } from "../../../common/route-table";
import { routeTitles } from "../../app/route-titles";
import type { T } from "../i18n/admin-i18n";
import type { AdminLang } from "../lib/admin-fetch";
import { countryName, languageName } from "../leads/lead-words";

/** The counters' key of everything past the named keys, and of no value (worker/db/event-counts.ts). */
const OTHER = "other";
const NONE = "(none)";

export type KeyDim = "page" | "formPage" | "source" | "campaign" | "language" | "country";

/**
 * "关于我们" / "About us" for /about (the home page is "首页" / "Home", not its headline); a path the
 * route table lacks as it is.
 */
export function pageName(key: string, lang: AdminLang, t: T): string {
  if (key === OTHER) return t("k_otherPages");
  if (key === NONE) return t("k_noPage");
  const route = matchRoute(key);
  if (!route) return key;
  return route.key === "home" ? t("mod_1") : routeTitles[lang][route.key];
}

export function keyName(dim: KeyDim, key: string, lang: AdminLang, t: T): string {
  if (dim === "page" || dim === "formPage") return pageName(key, lang, t);
  if (key === OTHER) return t("k_other");
  if (key === NONE) return t(dim === "source" || dim === "campaign" ? "k_noUtm" : "k_unknown");
  if (dim === "language") return languageName(key, t);
  if (dim === "country") return countryName(key, lang) ?? key;
  return key;
}
