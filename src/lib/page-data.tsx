/**
 * A page's data: the answers of the reads the route table declares for it, which the Worker renders
 * the page with and sends along in a JSON script (docs/decisions/0028, 0033). The browser's first
 * render starts from them, so it equals the server's.
 */
import { createContext, useContext, type ReactNode } from "react";
import { PAGE_DATA_ID } from "../../common/page-document";

export interface PageData {
  /** The answer for `key`, when the server sent one and no mount has used it yet. */
  has(key: string): boolean;
  get(key: string): unknown;
  /** A mount used the answer: later mounts (navigation back, a language round trip) load afresh. */
  used(key: string): void;
}

/** Page data over a plain record of answers by read key. */
export function pageData(answers: Record<string, unknown> = {}): PageData {
  const left = new Map(Object.entries(answers));
  return {
    has: (key) => left.has(key),
    get: (key) => left.get(key),
    used: (key) => void left.delete(key),
  };
}

/** The answers in the page's data script (none when it is missing or unreadable). */
export function readPageData(doc: Document): PageData {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return pageData(parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {});
  } catch {
    return pageData();
  }
}

const PageDataContext = createContext<PageData>(pageData());

export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return <PageDataContext value={data}>{children}</PageDataContext>;
}

export const usePageData = () => useContext(PageDataContext);
