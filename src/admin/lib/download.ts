import { adminUrl, authHeaders, errorOf, type AdminRequest } from "./admin-fetch";

/** Fetches an admin export with the session's credentials and saves it as `name`; throws the answer's error. */
export async function downloadExport(path: string, query: AdminRequest["query"], name: string): Promise<void> {
  const res = await fetch(adminUrl(path, query), { headers: authHeaders() });
  if (!res.ok) throw await errorOf(res);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
