import { startTransition, useEffect, useState, type DependencyList } from "react";
import type { ApiRead } from "./api";
import type { ApiData } from "./page-data";

/**
 * Load data a page's value does not hold (the academy's player: opening a video counts a view):
 * reloads when `deps` change, aborts the stale request, and never sets state after unmount. A page's
 * own reads are its value's (src/lib/page-data.tsx `usePageRead`).
 */
export function useApiData<T>(read: ApiRead<T>, deps: DependencyList): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ data: undefined, error: undefined, loading: true });
  useEffect(() => {
    const ctrl = new AbortController();
    // Already loading (the first mount): keep the same state, so mounting re-renders nothing.
    setState((s) => (s.loading && s.error === undefined ? s : { ...s, loading: true, error: undefined }));
    // The answer re-renders its part in a transition (docs/decisions/0024).
    const settle = (next: ApiData<T>) => {
      if (!ctrl.signal.aborted) startTransition(() => setState(next));
    };
    read.run(ctrl.signal).then(
      (data) => settle({ data, error: undefined, loading: false }),
      (error: unknown) => settle({ data: undefined, error, loading: false }),
    );
    return () => ctrl.abort();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  }, deps);
  return state;
}
