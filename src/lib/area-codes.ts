import { AREA_CODES, DEFAULT_DIAL_CODE } from "../../common/area-codes";
import type { Lang } from "../i18n/lang";
import { loadRegionNames, regionNames } from "./load-region-names";

// The form's default region comes with the site settings (defaultRegionOf in common/area-codes.ts).

export interface AreaCodeOption {
  region: string;
  label: string;
}

const DIAL = new Map(AREA_CODES);
const cache = new Map<Lang, AreaCodeOption[]>();

/** Loads the names areaCodeOptions needs (src/lib/load-region-names.ts). */
export const loadAreaCodes = loadRegionNames;

/**
 * The area-code picker's options once the names are loaded (else undefined): every region of the
 * list named in the page language, in the table's order (the English name's, SPEC section 3),
 * labelled "Name +code".
 */
export function areaCodeOptions(lang: Lang): AreaCodeOption[] | undefined {
  const names = regionNames();
  if (!names) return undefined;
  const hit = cache.get(lang);
  if (hit) return hit;
  const options = names.map(([region, en, zh]) => ({ region, label: `${lang === "en" ? en : zh} ${dialOf(region)}` }));
  cache.set(lang, options);
  return options;
}

/** The dialling code of a region in the list, or the default. */
export function dialOf(region: string): string {
  return DIAL.get(region) ?? DEFAULT_DIAL_CODE;
}
