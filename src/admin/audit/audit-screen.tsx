/**
 * The audit log: who did what to which item and when, as sentences in the admin's language ("发布了新闻
 * 《…》" / "Published news item “…”", publish and unpublish told apart from an edit), what the save
 * changed and a link to the item; filtered by dates, actor and resource.
 */
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import type { ReadableAuditEntry } from "../../../worker/schemas/admin-api";
import { type Column, PagedTable } from "../components/paged-table";
import { RESOURCE_NAMES as CONTENT_NAMES } from "../content/resource-names";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { adminFetch } from "../lib/admin-fetch";
import { dateTime } from "../lib/format";
import { useLoad } from "../lib/use-load";
import { useTitle } from "../lib/use-title";

const PAGE_SIZE = 50;
const OTHER_RESOURCES: Record<string, MessageKey> = {
  "site-settings": "res_site_settings",
  uploads: "res_uploads",
  consultations: "res_consultations",
  notifications: "res_notifications",
};
const RESOURCE_NAMES = [...Object.keys(CONTENT_NAMES), ...Object.keys(OTHER_RESOURCES)];

export function AuditScreen() {
  const { t, lang } = useI18n();
  useTitle(t("auditTitle"));
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? 1) || 1;
  const f = { from: params.get("from") ?? "", to: params.get("to") ?? "", actor: params.get("actor") ?? "", resource: params.get("resource") ?? "" };
  const [actor, setActor] = useState(f.actor);
  const list = useLoad(
    (signal) => adminFetch("GET /api/admin/audit", { query: { ...f, pageIndex: page, pageSize: PAGE_SIZE }, signal }).then((a) => a.data),
    [page, f.from, f.to, f.actor, f.resource, lang],
  );
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes))
      if (v) next.set(k, v);
      else next.delete(k);
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    set({ actor: actor.trim() });
  };

  const resourceLabel = (r: string) =>
    Object.hasOwn(CONTENT_NAMES, r) ? t(CONTENT_NAMES[r as keyof typeof CONTENT_NAMES].nav) : OTHER_RESOURCES[r] ? t(OTHER_RESOURCES[r]!) : r;
  const columns: Column<ReadableAuditEntry>[] = [
    { label: t("a_at"), cell: (e) => dateTime(e.at, lang) },
    // Who, and the role they acted in (the Worker's own jobs: "system").
    { label: t("a_actor"), cell: (e) => (e.role ? `${e.actorName} · ${t(`role_${e.role}` as MessageKey)}` : e.actorName) },
    { label: t("a_what"), cell: (e) => (e.link ? <Link to={e.link}>{e.text}</Link> : e.text) },
    { label: t("a_change"), cell: (e) => e.summary ?? "—" },
  ];

  return (
    <>
      <div className="screen__head">
        <h1>{t("auditTitle")}</h1>
      </div>
      <div className="toolbar toolbar--wrap">
        <form className="toolbar__search" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="audit-actor">
            {t("a_actor")}
          </label>
          <input id="audit-actor" className="input" type="search" placeholder={t("a_actor")} value={actor} onChange={(e) => setActor(e.target.value)} />
          <button className="btn btn--ghost" type="submit">
            {t("filter")}
          </button>
        </form>
        <label className="toolbar__filter">
          <span>{t("a_resource")}</span>
          <select className="input" value={f.resource} onChange={(e) => set({ resource: e.target.value })}>
            <option value="">{t("all")}</option>
            {RESOURCE_NAMES.map((r) => (
              <option key={r} value={r}>
                {resourceLabel(r)}
              </option>
            ))}
          </select>
        </label>
        <label className="toolbar__filter">
          <span>{t("from")}</span>
          <input className="input" type="date" value={f.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label className="toolbar__filter">
          <span>{t("to")}</span>
          <input className="input" type="date" value={f.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
      </div>
      {/* Keyed by position: entries have no id, and the page is replaced whole. */}
      <PagedTable list={list} columns={columns} rowKey={(_, i) => i} page={page} pageSize={PAGE_SIZE} onPage={(p) => set({ page: String(p) })} />
    </>
  );
}
