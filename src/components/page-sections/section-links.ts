import { pathOf, ROUTES, showsContact, type PageKey } from "../../../common/route-table";
import type { CaseAnchor } from "../../content/types";

/**
 * Where "request a demo" goes: the contact block on this page when the route shows it,
 * otherwise the contact block of the line overview (the /digital/* product pages hide theirs).
 */
export function demoHref(routeKey: PageKey): string {
  const route = ROUTES.find((r) => r.key === routeKey);
  return showsContact(route) ? "#contact" : `${pathOf("digital")}#contact`;
}

/** The software section of the download page. */
export const trialHref = (): string => `${pathOf("download")}?anchor=software`;

/** The manuals section of the download page. */
export const manualHref = (): string => `${pathOf("download")}?anchor=manual`;

/** A case on the cases page. */
export const caseHref = (anchor: CaseAnchor): string => `${pathOf("cases")}#${anchor}`;
