import { AREA_CODES, DEFAULT_DIAL_CODE } from "../../common/area-codes";
import type { Lang } from "../i18n/lang";

// The form's default region comes with the site settings (defaultRegionOf in common/area-codes.ts).

export interface AreaCodeOption {
  region: string;
  dial: string;
  label: string;
}

const cache = new Map<Lang, AreaCodeOption[]>();

function displayNames(locale: string): (region: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return (region) => names.of(region) ?? region;
  } catch {
    return (region) => region; // very old engines: the ISO code is still unambiguous
  }
}

/**
 * The area-code picker's options: region names in the page language from Intl.DisplayNames,
 * always sorted by the ENGLISH name (SPEC section 3), labelled "Name +code".
 */
export function areaCodeOptions(lang: Lang): AreaCodeOption[] {
  const hit = cache.get(lang);
  if (hit) return hit;
  const english = displayNames("en");
  const local = lang === "en" ? english : displayNames("zh-CN");
  // One collator for the whole sort: `localeCompare(b, "en")` builds a new one on every comparison,
  // which made this list the most expensive render of a page with the contact form.
  const byEnglish = new Intl.Collator("en").compare;
  const options = AREA_CODES.map(([region, dial]) => ({ region, dial, en: english(region), label: `${local(region)} ${dial}` }))
    .sort((a, b) => byEnglish(a.en, b.en))
    .map(({ region, dial, label }) => ({ region, dial, label }));
  cache.set(lang, options);
  return options;
}

/** The dialling code of a region in the list, or the default. */
export function dialOf(region: string): string {
  return AREA_CODES.find(([r]) => r === region)?.[1] ?? DEFAULT_DIAL_CODE;
}
