/** Sign-in gate, then the admin's screens by path under /admin. */
import { lazy, Suspense, useEffect } from "react";
import { Navigate, Route, Routes, useParams } from "react-router";
import type { ContentResource } from "../../../worker/schemas/admin-api";
import { AuditScreen } from "../audit/audit-screen";
import { ContentEdit } from "../content/content-edit";
import { ContentList } from "../content/content-list";
import { RESOURCES } from "../content/resources";
import { useI18n } from "../i18n/admin-i18n";
import { LeadDetail } from "../leads/lead-detail";
import { LeadList } from "../leads/lead-list";
import { SettingsScreen } from "../settings/settings-screen";
import { AuthProvider, useAuth } from "./auth";
import { Shell } from "./shell";
import { SignIn } from "./sign-in";

// The dashboard brings the chart library: loaded only when it is opened.
const DashboardScreen = lazy(() => import("../dashboard/dashboard-screen").then((m) => ({ default: m.DashboardScreen })));

// The page editor brings the block description (zod): loaded only when a page is opened.
const PageEdit = lazy(() => import("../pages/page-edit").then((m) => ({ default: m.PageEdit })));

function PageEditRoute() {
  const { id } = useParams();
  return <PageEdit key={id} id={Number(id)} />;
}

const isResource = (r: string | undefined): r is ContentResource => r !== undefined && Object.hasOwn(RESOURCES, r);

function ContentRoute({ edit }: { edit?: boolean }) {
  const { resource, id } = useParams();
  if (!isResource(resource)) return <Navigate to="/admin/dashboard" replace />;
  return edit ? <ContentEdit key={`${resource}:${id}`} resource={resource} id={id === "new" ? null : Number(id)} /> : <ContentList key={resource} resource={resource} />;
}

function Gate() {
  const { state } = useAuth();
  const { t } = useI18n();
  if (state.kind === "checking") return <p className="screen-loading" role="status">{t("loading")}</p>;
  if (state.kind === "signed-out") return <SignIn notice={state.notice} />;
  return (
    <Shell>
      <Suspense fallback={<p role="status">{t("loading")}</p>}>
        <Routes>
          <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
          <Route path="/admin/sign-in" element={<Navigate to="/admin/dashboard" replace />} />
          <Route path="/admin/dashboard" element={<DashboardScreen />} />
          <Route path="/admin/leads" element={<LeadList />} />
          <Route path="/admin/leads/:id" element={<LeadDetail />} />
          <Route path="/admin/audit" element={<AuditScreen />} />
          <Route path="/admin/settings" element={<SettingsScreen />} />
          <Route path="/admin/:resource" element={<ContentRoute />} />
          <Route path="/admin/pages/:id" element={<PageEditRoute />} />
          <Route path="/admin/:resource/:id" element={<ContentRoute edit />} />
          <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
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
