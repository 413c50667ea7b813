/**
 * Lead attribution: what the SPA sent, else what the Referer header (the form's page URL) tells about
 * the page and its utm_* parameters. The referrer is the page's external referrer (the SPA sends
 * document.referrer) or none: the Referer header of the API call is the page itself, and a referrer on
 * the site's own host is a page of ours, so a direct visit never reads as a visit from our own site.
 */
import { UTM_KEYS } from "../../common/utm.ts";
import type { LeadInput } from "../schemas/consultation.ts";

export interface Attribution {
  page: string | undefined;
  landingPage: string | undefined;
  referrer: string | undefined;
  utm: LeadInput["utm"];
}

function parseUrl(text: string | undefined): URL | undefined {
  if (!text) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The referrer as sent, unless it is on one of `ownHosts` (the request's host, SITE_ORIGIN's): for leads and counted visits. */
export function externalReferrer(referrer: string | undefined, ownHosts: readonly string[]): string | undefined {
  const host = parseUrl(referrer)?.hostname;
  return host && ownHosts.some((own) => parseUrl(own)?.hostname === host) ? undefined : referrer;
}

/** Body fields win one by one; the Referer header fills the gaps of page and utm. `ownOrigins`: the site's own URLs. */
export function attributionOf(body: LeadInput, refererHeader: string | undefined, ownOrigins: readonly string[]): Attribution {
  const referer = parseUrl(refererHeader);
  let utm = body.utm;
  if (!utm && referer) {
    const fromQuery = Object.fromEntries(UTM_KEYS.map((k) => [k, referer.searchParams.get(`utm_${k}`)?.slice(0, 200) || undefined]).filter(([, v]) => v));
    utm = Object.keys(fromQuery).length > 0 ? fromQuery : undefined;
  }
  return {
    page: body.page ?? referer?.pathname.slice(0, 500),
    landingPage: body.landingPage,
    referrer: externalReferrer(body.referrer, ownOrigins),
    utm,
  };
}
