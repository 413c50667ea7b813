import { pathOf, ROUTES, showsContact, type PageKey } from "../../../common/route-table";
import type { CaseAnchor } from "../../content/types";
import { PRODUCT_PARAM } from "../../app/start-marks";

/**
 * Where "request a demo" goes: the contact block on this page when the route shows it, otherwise the
 * contact block of the line overview (the /digital/* product pages hide theirs) with the page's
 * product chosen (`?product=`, src/app/product-choice.ts). The visit's attribution goes with any
 * lead of the visit (src/app/attribution.ts), so the link needs no campaign parameters.
 */
export function demoHref(routeKey: PageKey): string {
  const route = ROUTES.find((r) => r.key === routeKey);
  if (showsContact(route)) return "#contact";
  const query = route?.product ? `?${PRODUCT_PARAM}=${encodeURIComponent(route.product)}` : "";
  return `${pathOf("digital")}${query}#contact`;
}

/** The software section of the download page. */
export const trialHref = (): string => `${pathOf("download")}?anchor=software`;

/** The manuals section of the download page. */
export const manualHref = (): string => `${pathOf("download")}?anchor=manual`;

/** A case on the cases page. */
export const caseHref = (anchor: CaseAnchor): string => `${pathOf("cases")}#${anchor}`;
