import { Navigate, useLocation, type RouteObject } from "react-router";
import { Layout } from "./layout";
import { PageSection } from "./page-section";
import { RouteError } from "./route-error";
import { HOME_PATH, ROUTES } from "./route-table";

/** `/` → `/pc_index`, keeping `?lang=` and any campaign parameters. */
function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: HOME_PATH, search, hash }} replace />;
}

/**
 * The router's route objects, built from the one route table. A function (not a browser router)
 * so a server or prerender entry can pass the same objects to a static router.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { path: "/", element: <RootRedirect /> },
            ...ROUTES.map((r) => ({ path: r.path, element: <PageSection routeKey={r.key} /> })),
            { path: "*", element: <PageSection routeKey="notFound" /> },
          ],
        },
      ],
    },
  ];
}
