import { startTransition, useLayoutEffect, useState, type ReactNode } from "react";
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router";

/**
 * React Router's `<BrowserRouter>`, as the library writes it (browser history, updates in a
 * transition). Its own lives in the module that also holds `Link`, `NavLink`, forms and page
 * prefetching, which all stay in a bundle that uses any of them (their `displayName` assignments
 * count as side effects): importing this and the site's `Link` instead keeps them out of the first
 * load (docs/decisions/0026).
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((next) => startTransition(() => setState(next))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
