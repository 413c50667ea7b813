/**
 * The lead inbox: newest first, filtered by status, product, dates and language, searched by name,
 * e-mail or phone; the filtered list exports as CSV. On a phone each row becomes a card.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import type { AdminLead, Page } from "../../../worker/schemas/admin-api";
import { Badge, LEAD_TONE } from "../components/badge";
import { Notice } from "../components/notice";
import { Pager } from "../components/pager";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/messages-zh";
import { adminFetch, adminUrl, authHeaders, errorOf } from "../lib/admin-fetch";
import { dateTime } from "../lib/format";
import { useLoad } from "../lib/use-load";
import { useTitle } from "../lib/use-title";
import { LEAD_STATUSES } from "./lead-statuses";

const PAGE_SIZE = 25;
const FILTERS = ["status", "product", "language", "from", "to", "q"] as const;

export function LeadList() {
  const { t, lang } = useI18n();
  useTitle(t("leadsTitle"));
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? 1) || 1;
  const filters = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ""])) as Record<(typeof FILTERS)[number], string>;
  const [q, setQ] = useState(filters.q);
  const [products, setProducts] = useState<{ id: string | number; name: string }[]>([]);
  const [exportError, setExportError] = useState<string | null>(null);

  useEffect(() => {
    fetch(`/api/products?language=${lang}`)
      .then((r) => r.json() as Promise<{ data?: { id: string | number; name: string }[] }>)
      .then((b) => setProducts(b.data ?? []), () => setProducts([]));
  }, [lang]);

  const list = useLoad(
    (signal) => adminFetch<Page<AdminLead>>("/consultations", { query: { ...filters, pageIndex: page, pageSize: PAGE_SIZE }, signal }).then((a) => a.data),
    [page, ...FILTERS.map((k) => filters[k])],
  );

  const set = (changes: Partial<Record<string, string>>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v); else next.delete(k);
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    set({ q: q.trim() });
  };
  const exportCsv = async () => {
    setExportError(null);
    const res = await fetch(adminUrl("/consultations", { ...filters, format: "csv" }), { headers: authHeaders() });
    if (!res.ok) {
      setExportError((await errorOf(res)).message);
      return;
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement("a");
    a.href = url;
    a.download = `leads-${filters.from || "all"}-${filters.to || new Date().toISOString().slice(0, 10)}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <>
      <div className="screen__head">
        <h1>{t("leadsTitle")}</h1>
        <button type="button" className="btn btn--ghost" onClick={() => void exportCsv()}>{t("exportCsv")}</button>
      </div>
      <div className="toolbar toolbar--wrap">
        <form className="toolbar__search" onSubmit={search}>
          <label className="visually-hidden" htmlFor="lead-q">{t("searchLeads")}</label>
          <input id="lead-q" className="input" type="search" placeholder={t("searchLeads")} value={q} onChange={(e) => setQ(e.target.value)} />
          <button className="btn btn--ghost" type="submit">{t("search")}</button>
        </form>
        <label className="toolbar__filter">
          <span>{t("statusLabel")}</span>
          <select className="input" value={filters.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">{t("all")}</option>
            {LEAD_STATUSES.map((s) => <option key={s} value={s}>{t(`leadStatus_${s}` as MessageKey)}</option>)}
          </select>
        </label>
        <label className="toolbar__filter">
          <span>{t("l_product")}</span>
          <select className="input" value={filters.product} onChange={(e) => set({ product: e.target.value })}>
            <option value="">{t("all")}</option>
            {products.map((p) => <option key={p.id} value={String(p.id)}>{p.name}</option>)}
          </select>
        </label>
        <label className="toolbar__filter">
          <span>{t("l_language")}</span>
          <select className="input" value={filters.language} onChange={(e) => set({ language: e.target.value })}>
            <option value="">{t("all")}</option>
            <option value="zh">中文</option>
            <option value="en">English</option>
          </select>
        </label>
        <label className="toolbar__filter">
          <span>{t("from")}</span>
          <input className="input" type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label className="toolbar__filter">
          <span>{t("to")}</span>
          <input className="input" type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
      </div>
      {exportError && <Notice tone="bad">{exportError}</Notice>}
      {list.error && (
        <Notice tone="bad">
          {t("loadFailed", { msg: list.error.message })} <button type="button" className="btn btn--quiet" onClick={list.reload}>{t("retry")}</button>
        </Notice>
      )}
      {list.loading && !list.data && <p role="status">{t("loading")}</p>}
      {list.data && (
        <>
          <div className="table-wrap">
            <table className="table table--cards" aria-busy={list.loading}>
              <thead>
                <tr>
                  <th scope="col">{t("l_created")}</th>
                  <th scope="col">{t("l_name")}</th>
                  <th scope="col">{t("l_product")}</th>
                  <th scope="col">{t("l_phone")}</th>
                  <th scope="col">{t("l_language")}</th>
                  <th scope="col">{t("l_assignee")}</th>
                  <th scope="col">{t("statusLabel")}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((lead) => (
                  <tr key={lead.id}>
                    <td data-label={t("l_created")}>{dateTime(lead.createdAt, lang)}</td>
                    <td data-label={t("l_name")} className="table__title">
                      <Link to={`/admin/leads/${lead.id}`}>{lead.customerName}</Link>
                      <span className="table__sub">{lead.email}</span>
                    </td>
                    <td data-label={t("l_product")}>{lead.productName ?? ""}</td>
                    <td data-label={t("l_phone")}>{[lead.ac, lead.phone].filter(Boolean).join(" ")}</td>
                    <td data-label={t("l_language")}>{lead.language}</td>
                    <td data-label={t("l_assignee")}>{lead.assignee ?? "—"}</td>
                    <td data-label={t("statusLabel")}><Badge tone={LEAD_TONE[lead.status] ?? "neutral"}>{t(`leadStatus_${lead.status}` as MessageKey)}</Badge></td>
                  </tr>
                ))}
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
