/** Reading JSON stored in TEXT columns without trusting it. */

/** Parses `text`, returning `fallback` when it is not valid JSON. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
