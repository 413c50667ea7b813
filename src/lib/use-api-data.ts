import { startTransition, useEffect, useState, type DependencyList } from "react";

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * Load data for a page section: reloads when `deps` change (pass the language so a switch refetches),
 * aborts the stale request, and never sets state after unmount.
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ data: undefined, error: undefined, loading: true });
  useEffect(() => {
    const ctrl = new AbortController();
    // Already loading (the first mount): keep the same state, so mounting re-renders nothing.
    setState((s) => (s.loading && s.error === undefined ? s : { ...s, loading: true, error: undefined }));
    // The answer re-renders its section in a transition: React renders it in slices that leave the
    // main thread free for a tap, instead of in one task (docs/decisions/0024).
    const settle = (next: ApiData<T>) => {
      if (!ctrl.signal.aborted) startTransition(() => setState(next));
    };
    load(ctrl.signal).then(
      (data) => settle({ data, error: undefined, loading: false }),
      (error: unknown) => settle({ data: undefined, error, loading: false }),
    );
    return () => ctrl.abort();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  }, deps);
  return state;
}
