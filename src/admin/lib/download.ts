import { type AdminRequest, adminUrl, authHeaders, errorOf } from "./admin-fetch";

/** Routes with a CSV form (`format: "csv"`). */
type ExportRoute = "GET /api/admin/consultations" | "GET /api/admin/stats/funnel";

/** Fetches an admin export with the session's credentials and saves it as `name`; throws the answer's error. */
export async function downloadExport<R extends ExportRoute>(route: R, req: AdminRequest<R>, name: string): Promise<void> {
  const res = await fetch(adminUrl(route, req).url, { headers: authHeaders() });
  if (!res.ok) throw await errorOf(res);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
