/** Lead attribution: what the SPA sent, else what the Referer header (the form's page URL) tells. */
import { UTM_KEYS } from "../../common/utm.ts";
import type { LeadInput } from "../schemas/consultation.ts";

export interface Attribution {
  page: string | undefined;
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

/** Body fields win one by one; the Referer header fills the gaps. */
export function attributionOf(body: LeadInput, refererHeader: string | undefined): Attribution {
  const referer = parseUrl(refererHeader);
  let utm = body.utm;
  if (!utm && referer) {
    const fromQuery = Object.fromEntries(
      UTM_KEYS.map((k) => [k, referer.searchParams.get(`utm_${k}`)?.slice(0, 200) || undefined]).filter(([, v]) => v),
    );
    utm = Object.keys(fromQuery).length > 0 ? fromQuery : undefined;
  }
  return {
    page: body.page ?? referer?.pathname.slice(0, 500),
    referrer: body.referrer ?? refererHeader?.slice(0, 2000),
    utm,
  };
}
