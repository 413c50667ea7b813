/** Sign-in gate, then the admin's screens by path under /admin. */
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Navigate, Route, Routes, useParams } from "react-router";
import type { ContentResource } from "../../../worker/schemas/admin-api";
import { AuditScreen } from "../audit/audit-screen";
import { RESOURCE_NAMES } from "../content/resource-names";
import { useI18n } from "../i18n/admin-i18n";
import { LeadDetail } from "../leads/lead-detail";
import { LeadList } from "../leads/lead-list";
import { MediaScreen } from "../media/media-screen";
import { SettingsScreen } from "../settings/settings-screen";
import { AuthProvider, useAuth, useCan } from "./auth";
import { SCREENS, Shell } from "./shell";
import { SignIn } from "./sign-in";

// The dashboard brings the chart library: loaded only when it is opened.
const DashboardScreen = lazy(() => import("../dashboard/dashboard-screen").then((m) => ({ default: m.DashboardScreen })));

// The content screens bring the content types' schemas and the page blocks' (zod): loaded only when one is opened.
const ContentList = lazy(() => import("../content/content-list").then((m) => ({ default: m.ContentList })));
const ContentEdit = lazy(() => import("../content/content-edit").then((m) => ({ default: m.ContentEdit })));
const LandingNew = lazy(() => import("../pages/landing-new").then((m) => ({ default: m.LandingNew })));
const PageEdit = lazy(() => import("../pages/page-edit").then((m) => ({ default: m.PageEdit })));

function PageEditRoute() {
  const { id } = useParams();
  return <PageEdit key={id} id={Number(id)} />;
}

const isResource = (r: string | undefined): r is ContentResource => r !== undefined && Object.hasOwn(RESOURCE_NAMES, r);

/** The first screen the signed-in role may use: the dashboard, or the lead inbox for sales. */
function useHome(): string {
  const can = useCan();
  return SCREENS.flatMap((g) => g.items).find((item) => can("GET", item.api))?.to ?? "/admin/dashboard";
}

/** The screen when the role may use its API call (`api`, a path under /api/admin), else the role's first screen. */
function Only({ api, children }: { api: string; children: ReactNode }) {
  const can = useCan();
  const home = useHome();
  return can("GET", api) ? children : <Navigate to={home} replace />;
}

function Home() {
  return <Navigate to={useHome()} replace />;
}

function ContentRoute({ edit }: { edit?: boolean }) {
  const { resource, id } = useParams();
  const can = useCan();
  const home = useHome();
  if (!isResource(resource) || !can("GET", `/${resource}`)) return <Navigate to={home} replace />;
  return edit ? (
    <ContentEdit key={`${resource}:${id}`} resource={resource} id={id === "new" ? null : Number(id)} />
  ) : (
    <ContentList key={resource} resource={resource} />
  );
}

function Gate() {
  const { state } = useAuth();
  const { t } = useI18n();
  if (state.kind === "checking")
    return (
      <p className="screen-loading" role="status">
        {t("loading")}
      </p>
    );
  if (state.kind === "signed-out") return <SignIn notice={state.notice} />;
  return (
    <Shell>
      <Suspense fallback={<p role="status">{t("loading")}</p>}>
        <Routes>
          <Route path="/admin" element={<Home />} />
          <Route path="/admin/sign-in" element={<Home />} />
          <Route
            path="/admin/dashboard"
            element={
              <Only api="/dashboard">
                <DashboardScreen />
              </Only>
            }
          />
          <Route
            path="/admin/leads"
            element={
              <Only api="/consultations">
                <LeadList />
              </Only>
            }
          />
          <Route
            path="/admin/leads/:id"
            element={
              <Only api="/consultations/1">
                <LeadDetail />
              </Only>
            }
          />
          <Route
            path="/admin/audit"
            element={
              <Only api="/audit">
                <AuditScreen />
              </Only>
            }
          />
          <Route
            path="/admin/settings"
            element={
              <Only api="/site-settings">
                <SettingsScreen />
              </Only>
            }
          />
          <Route
            path="/admin/media"
            element={
              <Only api="/media">
                <MediaScreen />
              </Only>
            }
          />
          <Route path="/admin/:resource" element={<ContentRoute />} />
          <Route
            path="/admin/pages/new-landing"
            element={
              <Only api="/pages/1">
                <LandingNew />
              </Only>
            }
          />
          <Route
            path="/admin/pages/:id"
            element={
              <Only api="/pages/1">
                <PageEditRoute />
              </Only>
            }
          />
          <Route path="/admin/:resource/:id" element={<ContentRoute edit />} />
          <Route path="*" element={<Home />} />
        </Routes>
      </Suspense>
    </Shell>
  );
}

export function AdminApp() {
  const { lang } = useI18n();
  useEffect(() => {
    document.documentElement.lang = lang === "en" ? "en" : "zh-CN";
  }, [lang]);
  return (
    <AuthProvider>
      <Gate />
    </AuthProvider>
  );
}
