/**
 * The admin bearer token lives in sessionStorage only (CONTRACT, issue "Access"): it ends with the tab
 * and is never written to localStorage, where every page of the origin could read it for good.
 */
const KEY = "adminToken";

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  sessionStorage.setItem(KEY, token.trim());
}

export function clearToken(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* no storage: nothing to clear */
  }
}
