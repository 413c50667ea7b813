import { useEffect, useState, type DependencyList } from "react";

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
    setState((s) => ({ ...s, loading: true, error: undefined }));
    load(ctrl.signal).then(
      (data) => { if (!ctrl.signal.aborted) setState({ data, error: undefined, loading: false }); },
      (error: unknown) => { if (!ctrl.signal.aborted) setState({ data: undefined, error, loading: false }); },
    );
    return () => ctrl.abort();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  }, deps);
  return state;
}
