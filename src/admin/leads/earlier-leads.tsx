/**
 * A returning lead's earlier leads: the few it was linked to when it came in (the most recent by e-mail
 * and by phone), and on demand every earlier lead of the same e-mail or phone, a page at a time.
 */
import { useState } from "react";
import { Link } from "react-router";
import type { EarlierLead } from "../../../worker/schemas/admin-api";
import { Badge, LEAD_TONE } from "../components/badge";
import { type Column, PagedTable } from "../components/paged-table";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { adminFetch } from "../lib/admin-fetch";
import { dateTime } from "../lib/format";
import { useLoad } from "../lib/use-load";

const PAGE_SIZE = 20;

function AllEarlier({ leadId }: { leadId: number }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const list = useLoad(
    (signal) =>
      adminFetch("GET /api/admin/consultations/:id/earlier", { params: { id: leadId }, query: { pageIndex: page, pageSize: PAGE_SIZE }, signal }).then(
        (a) => a.data,
      ),
    [leadId, page],
  );
  const columns: Column<EarlierLead>[] = [
    { label: t("l_created"), cell: (lead) => dateTime(lead.createdAt, lang) },
    {
      label: t("l_name"),
      className: "table__title",
      cell: (lead) => (
        <>
          <Link to={`/admin/leads/${lead.id}`}>
            {t("leadDetail", { id: lead.id })} · {lead.customerName}
          </Link>
          <span className="table__sub">
            {lead.email} · {[lead.ac, lead.phone].filter(Boolean).join(" ")}
          </span>
        </>
      ),
    },
    { label: t("l_product"), cell: (lead) => lead.productName ?? "—" },
    { label: t("statusLabel"), cell: (lead) => <Badge tone={LEAD_TONE[lead.status] ?? "neutral"}>{t(`leadStatus_${lead.status}` as MessageKey)}</Badge> },
  ];
  return (
    <>
      {list.data && <p className="muted">{t("l_allEarlierTotal", { n: list.data.total })}</p>}
      <PagedTable list={list} columns={columns} rowKey={(lead) => lead.id} page={page} pageSize={PAGE_SIZE} onPage={setPage} retry />
    </>
  );
}

export function EarlierLeads({ leadId, recentIds }: { leadId: number; recentIds: readonly number[] }) {
  const { t } = useI18n();
  const [all, setAll] = useState(false);
  return (
    <section className={`card lead-card${all ? " lead-card--wide" : ""}`} aria-labelledby="lead-earlier">
      <h2 id="lead-earlier" className="card__title">
        {t("l_earlierLeads")}
      </h2>
      {all ? (
        <AllEarlier leadId={leadId} />
      ) : (
        <>
          <p className="muted">{t("l_recentEarlier")}</p>
          <ul className="plain-list">
            {recentIds.map((earlier) => (
              <li key={earlier}>
                <Link to={`/admin/leads/${earlier}`}>{t("leadDetail", { id: earlier })}</Link>
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--ghost" onClick={() => setAll(true)}>
            {t("l_allEarlier")}
          </button>
        </>
      )}
    </section>
  );
}
