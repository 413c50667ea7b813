import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * The query of the current address, and a setter that navigates to a new one, as React Router's
 * `useSearchParams` (without its default-value option, which the site does not use). Its own sits
 * in the module of `Link` and `<BrowserRouter>`, which would come back into every page that reads
 * the query (docs/decisions/0026).
 */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback((next: URLSearchParams | Record<string, string>) => navigate(`?${new URLSearchParams(next)}`), [navigate]);
  return [params, set];
}
