import { createRoot } from "react-dom/client";
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from "react-router";
import { I18nProvider } from "./i18n/i18n-context";
import { detectLang } from "./i18n/lang";
import { PAGE_LOADERS } from "./app/page-loaders";
import { ROUTES } from "./app/route-table";
import "./styles/tokens.css";
import "./styles/base.css";

// Minimal frame so every page renders while the real layout is built.
const router = createBrowserRouter([
  {
    element: <Outlet />,
    children: [
      { path: "/", element: <Navigate to="/pc_index" replace /> },
      ...ROUTES.map((r) => ({
        path: r.path,
        lazy: async () => {
          const { default: Page } = await PAGE_LOADERS[r.key]();
          return { element: <Page routeKey={r.key} /> };
        },
      })),
      {
        path: "*",
        lazy: async () => {
          const { default: Page } = await PAGE_LOADERS.notFound();
          return { element: <Page routeKey="notFound" /> };
        },
      },
    ],
  },
]);

createRoot(document.getElementById("root")!).render(
  <I18nProvider initial={detectLang()}>
    <RouterProvider router={router} />
  </I18nProvider>,
);
