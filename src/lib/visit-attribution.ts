import { ATTRIBUTION_KEY, type VisitAttribution } from "../app/attribution";

/** The visit's attribution, or undefined when none was kept (storage off, or unreadable). */
export function visitAttribution(): VisitAttribution | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY) ?? "null") as Partial<VisitAttribution> | null;
    if (!kept || typeof kept.landingPage !== "string" || !kept.landingPage.startsWith("/")) return undefined;
    const utm = kept.utm && typeof kept.utm === "object" ? kept.utm : {};
    return { landingPage: kept.landingPage, utm, referrer: typeof kept.referrer === "string" ? kept.referrer : "" };
  } catch {
    return undefined;
  }
}
