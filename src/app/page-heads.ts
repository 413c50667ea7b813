/**
 * The head's title and description of the pages whose copy is their `page` read (decision 0040), as
 * this browser last read them, by language and path: after a client navigation or a language switch
 * the head says what the page item says (src/app/use-document-meta.ts), as the server's head does.
 */
import { useSyncExternalStore } from "react";

export interface PageHead {
  title: string;
  description: string;
}

const heads = new Map<string, PageHead>();
const listeners = new Set<() => void>();

/** The page's read answered (content-page-data.ts): its head copy. */
export function rememberPageHead(key: string, head: PageHead): void {
  const had = heads.get(key);
  if (had?.title === head.title && had.description === head.description) return;
  heads.set(key, { title: head.title, description: head.description });
  for (const l of listeners) l();
}

const subscribe = (changed: () => void) => {
  listeners.add(changed);
  return () => void listeners.delete(changed);
};

/** The head copy of the page at `key` (language and path), once it has answered; undefined before (or for no key). */
export function usePageHead(key: string | undefined): PageHead | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (key === undefined ? undefined : heads.get(key)),
    () => undefined,
  );
}
