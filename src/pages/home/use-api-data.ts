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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, deps);
  return state;
}

/** Format an ISO date-time as a date only in the visitor's language ('' when unparsable). */
export function formatDay(iso: string, lang: "zh" | "en"): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  // A fixed zone keeps server-rendered and browser dates identical; the company works in China time.
  const timeZone = "Asia/Shanghai";
  if (lang === "en") return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone }).format(d);
  return new Intl.DateTimeFormat("zh-CN", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(d).replace(/\//g, "-");
}
