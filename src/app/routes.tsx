import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from "react-router";
import { Layout } from "./layout";
import { RouteValueProvider } from "../lib/page-data";
import { LazyPage } from "./lazy-page";
import { RouteErrorBoundary } from "./route-error";
import { HOME_PATH, LANDING_ROUTE, ROUTES } from "../../common/route-table";

/** `/` → `/pc_index`, keeping `?lang=` and any campaign parameters. */
function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: HOME_PATH, search, hash }} replace />;
}

/**
 * The route objects, built from the one route table. Plain objects, so the browser
 * (`<BrowserRouter>`), the prerenderer (`<StaticRouter>`) and tests (a memory router) share them.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: (
        <RouteValueProvider>
          <Layout />
        </RouteValueProvider>
      ),
      children: [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            { path: "/", element: <RootRedirect /> },
            ...ROUTES.map((r) => ({ path: r.path, element: <LazyPage routeKey={r.key} /> })),
            // Campaign landing pages (/lp/<slug>): a content page whose copy is its address's.
            { path: LANDING_ROUTE.path, element: <LazyPage routeKey="landing" /> },
            { path: "*", element: <LazyPage routeKey="notFound" /> },
          ],
        },
      ],
    },
  ];
}

const APP_ROUTES = buildRoutes();

/**
 * The app's routes for a component router. The browser uses `<BrowserRouter>` rather than a data
 * router: the site has no loaders or actions, and this keeps about 18 KB (gzip) out of every first
 * load (docs/decisions/0033-one-page-pipeline.md, which folds in 0009).
 */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
