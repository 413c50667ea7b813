import { startTransition, useEffect, useRef, useState, type DependencyList } from "react";
import type { ApiRead } from "./api";
import { usePageData } from "./page-data";
import { takeWarmRead, warmedAnswer } from "./warm-reads";

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

const NOTHING = new Error("nothing to load");

/**
 * Load data for a part of a page: reloads when `deps` change (pass the language so a switch refetches),
 * aborts the stale request, and never sets state after unmount. `read` undefined means there is
 * nothing to load (a detail page without an id): the part settles on its error state.
 *
 * When the page's data carries the answer for `read.key` (docs/decisions/0033), or a link to the
 * page warmed it (src/lib/warm-reads.ts), the first render starts from it, loaded, and the first
 * mount does not ask the API again.
 */
export function useApiData<T>(read: ApiRead<T> | undefined, deps: DependencyList): ApiData<T> {
  const served = usePageData();
  const key = read?.key;
  const [state, setState] = useState<ApiData<T>>(() => {
    if (key !== undefined && served.has(key)) return { data: served.get(key) as T, error: undefined, loading: false };
    // A read warmed before the click (src/lib/warm-reads.ts) and already answered: rendered at once.
    const warmed = key === undefined ? undefined : warmedAnswer(key);
    if (warmed) return { data: warmed.data as T, error: undefined, loading: false };
    return { data: undefined, error: undefined, loading: true };
  });
  // The key the state came with from the server: skipped once, also when a development re-mount
  // runs the effect twice.
  const seeded = useRef(state.loading ? undefined : key);
  useEffect(() => {
    if (key !== undefined && key === seeded.current) {
      served.used(key);
      takeWarmRead(key);
      return;
    }
    seeded.current = undefined;
    const ctrl = new AbortController();
    // Already loading (the first mount): keep the same state, so mounting re-renders nothing.
    setState((s) => (s.loading && s.error === undefined ? s : { ...s, loading: true, error: undefined }));
    // The answer re-renders its part in a transition: React renders it in slices that leave the
    // main thread free for a tap, instead of in one task (docs/decisions/0024).
    const settle = (next: ApiData<T>) => {
      if (!ctrl.signal.aborted) startTransition(() => setState(next));
    };
    // A read warmed before the click and still under way is awaited, not asked again.
    const warmed = key === undefined ? undefined : takeWarmRead(key);
    ((warmed as Promise<T> | undefined) ?? (read ? read.run(ctrl.signal) : Promise.reject(NOTHING))).then(
      (data) => settle({ data, error: undefined, loading: false }),
      (error: unknown) => settle({ data: undefined, error, loading: false }),
    );
    return () => ctrl.abort();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  }, deps);
  return state;
}
