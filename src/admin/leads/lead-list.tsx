/**
 * The lead inbox: newest first, filtered by status, product, dates and language, searched by name,
 * e-mail or phone; a returning lead (issue 27) is badged; each lead says where it came from (its
 * source), its language by name, and in red under the name when nobody was notified of it (lead-words.ts); the
 * filtered list exports as CSV. On a phone each row becomes a card.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import type { AdminLead } from "../../../worker/schemas/admin-api";
import { Badge, LEAD_TONE } from "../components/badge";
import { Notice } from "../components/notice";
import { type Column, PagedTable } from "../components/paged-table";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { adminFetch } from "../lib/admin-fetch";
import { downloadExport } from "../lib/download";
import { dateTime } from "../lib/format";
import { useLoad } from "../lib/use-load";
import { useTitle } from "../lib/use-title";
import { LANGS } from "../../../common/languages";
import { LEAD_STATUSES } from "../../../common/lead-statuses";
import { oneOf } from "../lib/one-of";
import { languageName, leadSource, notifyProblem, sourceText } from "./lead-words";

const PAGE_SIZE = 25;

/** In red under the lead's name when nobody was told about it (lead-words.ts). */
function NotifyProblem({ lead }: { lead: AdminLead }) {
  const { t } = useI18n();
  const problem = notifyProblem(lead);
  return problem && <span className="table__sub lead-unnotified">{t(problem === "noChannel" ? "l_noChannel" : "l_allFailed")}</span>;
}
const FILTERS = ["status", "product", "language", "from", "to", "q"] as const;

export function LeadList() {
  const { t, lang } = useI18n();
  useTitle(t("leadsTitle"));
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? 1) || 1;
  const filters = {
    ...(Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ""])) as Record<(typeof FILTERS)[number], string>),
    status: oneOf(LEAD_STATUSES, params.get("status")),
    language: oneOf(LANGS, params.get("language")),
  };
  const [q, setQ] = useState(filters.q);
  const [products, setProducts] = useState<{ id: string | number; name: string }[]>([]);
  const [exportError, setExportError] = useState<string | null>(null);

  useEffect(() => {
    fetch(`/api/products?language=${lang}`)
      .then((r) => r.json() as Promise<{ data?: { id: string | number; name: string }[] }>)
      .then(
        (b) => setProducts(b.data ?? []),
        () => setProducts([]),
      );
  }, [lang]);

  const list = useLoad(
    (signal) => adminFetch("GET /api/admin/consultations", { query: { ...filters, pageIndex: page, pageSize: PAGE_SIZE }, signal }).then((a) => a.data),
    [page, ...FILTERS.map((k) => filters[k])],
  );

  const set = (changes: Partial<Record<string, string>>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes))
      if (v) next.set(k, v);
      else next.delete(k);
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    set({ q: q.trim() });
  };
  const exportCsv = async () => {
    setExportError(null);
    const name = `leads-${filters.from || "all"}-${filters.to || new Date().toISOString().slice(0, 10)}.csv`;
    await downloadExport("GET /api/admin/consultations", { query: { ...filters, format: "csv" } }, name).catch((err: Error) => setExportError(err.message));
  };

  const columns: Column<AdminLead>[] = [
    { label: t("l_created"), cell: (lead) => dateTime(lead.createdAt, lang) },
    {
      label: t("l_name"),
      className: "table__title",
      cell: (lead) => (
        <>
          <Link to={`/admin/leads/${lead.id}`}>{lead.customerName}</Link>
          {lead.earlierLeadIds.length > 0 && (
            <>
              {" "}
              <Badge tone="info">{t("l_returning")}</Badge>
            </>
          )}
          {lead.company && <span className="table__sub">{lead.company}</span>}
          <span className="table__sub">{lead.email}</span>
          <NotifyProblem lead={lead} />
        </>
      ),
    },
    // In the admin's language; a lead keeps the name its visitor saw, shown only for a product no longer listed.
    { label: t("l_product"), cell: (lead) => products.find((p) => String(p.id) === lead.productId)?.name ?? lead.productName ?? "" },
    { label: t("l_source"), cell: (lead) => sourceText(leadSource(lead), t) },
    { label: t("l_phone"), className: "nowrap", cell: (lead) => [lead.ac, lead.phone].filter(Boolean).join(" ") },
    { label: t("l_language"), cell: (lead) => languageName(lead.language, t) },
    { label: t("l_assignee"), cell: (lead) => lead.assignee ?? "—" },
    { label: t("l_consent"), cell: (lead) => (lead.consentAt ? dateTime(lead.consentAt, lang) : <span className="muted">{t("l_consentNotRecorded")}</span>) },
    { label: t("statusLabel"), cell: (lead) => <Badge tone={LEAD_TONE[lead.status] ?? "neutral"}>{t(`leadStatus_${lead.status}` as MessageKey)}</Badge> },
  ];

  return (
    <>
      <div className="screen__head">
        <h1>{t("leadsTitle")}</h1>
        <button type="button" className="btn btn--ghost" onClick={() => void exportCsv()}>
          {t("exportCsv")}
        </button>
      </div>
      <div className="toolbar toolbar--wrap">
        <form className="toolbar__search" onSubmit={search}>
          <label className="visually-hidden" htmlFor="lead-q">
            {t("searchLeads")}
          </label>
          <input id="lead-q" className="input" type="search" placeholder={t("searchLeads")} value={q} onChange={(e) => setQ(e.target.value)} />
          <button className="btn btn--ghost" type="submit">
            {t("search")}
          </button>
        </form>
        <label className="toolbar__filter">
          <span>{t("statusLabel")}</span>
          <select className="input" value={filters.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">{t("all")}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`leadStatus_${s}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="toolbar__filter">
          <span>{t("l_product")}</span>
          <select className="input" value={filters.product} onChange={(e) => set({ product: e.target.value })}>
            <option value="">{t("all")}</option>
            {products.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="toolbar__filter">
          <span>{t("l_language")}</span>
          <select className="input" value={filters.language} onChange={(e) => set({ language: e.target.value })}>
            <option value="">{t("all")}</option>
            <option value="zh">{languageName("zh", t)}</option>
            <option value="en">{languageName("en", t)}</option>
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
      <PagedTable list={list} columns={columns} rowKey={(lead) => lead.id} page={page} pageSize={PAGE_SIZE} onPage={(p) => set({ page: String(p) })} retry />
    </>
  );
}
