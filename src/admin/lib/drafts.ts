/**
 * Unsaved edits survive a failed save and a reload: the form's values are kept in localStorage under
 * the resource and id until the server has them (draft text only; the token never goes there).
 */
const PREFIX = "adminDraft:";

export const draftKey = (resource: string, id: string | number | null): string => `${PREFIX}${resource}:${id ?? "new"}`;

export interface Draft<T> {
  values: T;
  /** The version the edit started from, so a stale draft can be told apart. */
  baseVersion: number | null;
  savedAt: string;
}

export function readDraft<T>(key: string): Draft<T> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Draft<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, values: T, baseVersion: number | null): void {
  try {
    localStorage.setItem(key, JSON.stringify({ values, baseVersion, savedAt: new Date().toISOString() } satisfies Draft<T>));
  } catch {
    /* storage full or off: the form still holds the text */
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* nothing stored */
  }
}
