/** The audit log: who did what to which item and when, filtered by dates, actor and resource. */
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import type { AuditEntry, Page } from "../../../worker/schemas/admin-api";
import { Notice } from "../components/notice";
import { Pager } from "../components/pager";
import { RESOURCES } from "../content/resources";
import { useI18n } from "../i18n/admin-i18n";
import { adminFetch } from "../lib/admin-fetch";
import { dateTime } from "../lib/format";
import { useLoad } from "../lib/use-load";
import { useTitle } from "../lib/use-title";

const PAGE_SIZE = 50;
const RESOURCE_NAMES = [...Object.keys(RESOURCES), "site-settings", "uploads", "consultations"];

/** Where an entry's item is in the admin, when it still has a screen. */
function linkOf(e: AuditEntry): string | null {
  if (!e.resourceId) return null;
  if (e.resource === "consultations" && e.action !== "erase") return `/admin/leads/${e.resourceId}`;
  if (Object.hasOwn(RESOURCES, e.resource) && e.action !== "delete") return `/admin/${e.resource}/${e.resourceId}`;
  return null;
}

export function AuditScreen() {
  const { t, lang } = useI18n();
  useTitle(t("auditTitle"));
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? 1) || 1;
  const f = { from: params.get("from") ?? "", to: params.get("to") ?? "", actor: params.get("actor") ?? "", resource: params.get("resource") ?? "" };
  const [actor, setActor] = useState(f.actor);
  const list = useLoad(
    (signal) => adminFetch<Page<AuditEntry>>("/audit", { query: { ...f, pageIndex: page, pageSize: PAGE_SIZE }, signal }).then((a) => a.data),
    [page, f.from, f.to, f.actor, f.resource],
  );
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v); else next.delete(k);
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    set({ actor: actor.trim() });
  };

  return (
    <>
      <div className="screen__head"><h1>{t("auditTitle")}</h1></div>
      <div className="toolbar toolbar--wrap">
        <form className="toolbar__search" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="audit-actor">{t("a_actor")}</label>
          <input id="audit-actor" className="input" type="search" placeholder={t("a_actor")} value={actor} onChange={(e) => setActor(e.target.value)} />
          <button className="btn btn--ghost" type="submit">{t("filter")}</button>
        </form>
        <label className="toolbar__filter">
          <span>{t("a_resource")}</span>
          <select className="input" value={f.resource} onChange={(e) => set({ resource: e.target.value })}>
            <option value="">{t("all")}</option>
            {RESOURCE_NAMES.map((r) => <option key={r} value={r}>{r}</option>)}
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
      {list.error && <Notice tone="bad">{t("loadFailed", { msg: list.error.message })}</Notice>}
      {list.loading && !list.data && <p role="status">{t("loading")}</p>}
      {list.data && (
        <>
          <div className="table-wrap">
            <table className="table table--cards" aria-busy={list.loading}>
              <thead>
                <tr>
                  <th scope="col">{t("a_at")}</th>
                  <th scope="col">{t("a_actor")}</th>
                  <th scope="col">{t("a_action")}</th>
                  <th scope="col">{t("a_resource")}</th>
                  <th scope="col">{t("a_resourceId")}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((e, i) => {
                  const to = linkOf(e);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the page is replaced whole
                    <tr key={i}>
                      <td data-label={t("a_at")}>{dateTime(e.at, lang)}</td>
                      <td data-label={t("a_actor")}>{e.actor}</td>
                      <td data-label={t("a_action")}><code>{e.action}</code></td>
                      <td data-label={t("a_resource")}>{e.resource}</td>
                      <td data-label={t("a_resourceId")}>{to ? <Link to={to}>{e.resourceId}</Link> : (e.resourceId ?? "—")}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {list.data.list.length === 0 && <p className="empty">{t("noResults")}</p>}
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(p) => set({ page: String(p) })} />
        </>
      )}
    </>
  );
}
