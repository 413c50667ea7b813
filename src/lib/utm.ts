import { UTM_KEYS, type Utm } from "../../common/utm";

/** The utm_* campaign parameters of a query string (absent ones left out). */
export function utmFromSearch(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const field of UTM_KEYS) {
    const value = params.get(`utm_${field}`);
    if (value) utm[field] = value;
  }
  return utm;
}
