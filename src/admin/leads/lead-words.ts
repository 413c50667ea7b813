/**
 * A lead in the words sales reads: where it came from (its UTM source, else the site that sent the
 * visitor, else "direct"), its language and country by name in the admin's language, and whether
 * anyone was told about it (no channel set up, or every channel failed).
 */
import type { AdminLead } from "../../../worker/schemas/admin-api";
import type { AdminLang } from "../lib/admin-fetch";
import type { T } from "../i18n/admin-i18n";
import { REGION_NAMES } from "../../lib/region-names";

export type LeadSource = { kind: "utm"; name: string } | { kind: "referrer"; name: string } | { kind: "direct" };

/** The referrer's site: its host without "www.", or the text itself when it is not a URL. */
function siteOf(referrer: string): string {
  try {
    return new URL(referrer).hostname.replace(/^www\./, "") || referrer;
  } catch {
    return referrer;
  }
}

/** The stored referrer is already external only (worker/lib/attribution.ts): a page of our own is none. */
export function leadSource(lead: Pick<AdminLead, "utmSource" | "referrer">): LeadSource {
  const utm = lead.utmSource?.trim();
  if (utm) return { kind: "utm", name: utm };
  const referrer = lead.referrer?.trim();
  if (referrer) return { kind: "referrer", name: siteOf(referrer) };
  return { kind: "direct" };
}

export function sourceText(source: LeadSource, t: T): string {
  return source.kind === "direct" ? t("l_direct") : source.name;
}

const REGIONS = new Map(REGION_NAMES.map(([code, en, zh]) => [code, { en, zh }]));

/** "美国" / "United States"; a code the table lacks (the edge's T1, XX …) as it came. */
export function countryName(code: string | null, lang: AdminLang): string | null {
  if (!code) return null;
  return REGIONS.get(code.toUpperCase())?.[lang] ?? code;
}

/** The site's language the visitor used, named in the admin's language. */
export function languageName(code: string, t: T): string {
  return code === "zh" || code === "en" ? t(`langName_${code}`) : code;
}

/**
 * Why nobody was told about the lead, or null when a channel took it or still may: `noChannel` when
 * the lead has no delivery at all (no channel was set up when it came), `allFailed` when every
 * channel's delivery failed or was given up.
 */
export function notifyProblem(lead: Pick<AdminLead, "deliveries">): "noChannel" | "allFailed" | null {
  if (lead.deliveries.length === 0) return "noChannel";
  return lead.deliveries.every((d) => d.status === "failed" || d.status === "dead") ? "allFailed" : null;
}
