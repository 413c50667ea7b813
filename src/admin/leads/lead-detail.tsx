/**
 * One lead: who (with the organisation), what and where from (its source, the visit's landing page, the form's page, UTM,
 * country by name), a red notice when nobody was notified of it with what to do about it, when they consented to the privacy
 * notice, the earlier leads of a returning one (the recent ones it was linked to, every one on demand, paged), the
 * delivery of each notification channel, the timeline of status changes and notes; change status,
 * assign, add a note, erase.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { LeadEvent, LeadPatch, LeadStatus } from "../../../worker/schemas/admin-api";
import { Badge, DELIVERY_TONE, LEAD_TONE } from "../components/badge";
import { useCan } from "../app/auth";
import { ConfirmDialog } from "../components/confirm-dialog";
import { EarlierLeads } from "./earlier-leads";
import { Notice } from "../components/notice";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { adminFetch } from "../lib/admin-fetch";
import { dateTime, mailtoHref } from "../lib/format";
import { useLoad } from "../lib/use-load";
import { useTitle } from "../lib/use-title";
import { LEAD_STATUSES } from "../../../common/lead-statuses";
import { countryName, languageName, leadSource, notifyProblem, sourceText } from "./lead-words";

export function LeadDetail() {
  const { id } = useParams();
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  useTitle(t("leadDetail", { id: id ?? "" }));
  const lead = useLoad((signal) => adminFetch("GET /api/admin/consultations/:id", { params: { id: id! }, signal }).then((a) => a.data), [id]);
  const [status, setStatus] = useState<LeadStatus | "">("");
  const [assignee, setAssignee] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: "good" | "bad"; text: string } | null>(null);
  const [erase, setErase] = useState(false);
  const [products, setProducts] = useState<{ id: string | number; name: string }[]>([]);
  // The product in the admin's language, as the inbox names it (the visitor's name for one no longer listed).
  useEffect(() => {
    fetch(`/api/products?language=${lang}`)
      .then((r) => r.json() as Promise<{ data?: { id: string | number; name: string }[] }>)
      .then(
        (b) => setProducts(b.data ?? []),
        () => setProducts([]),
      );
  }, [lang]);
  // Erasure is admin's only (sales reads, works and redelivers leads): no button the role may not use.
  const mayErase = useCan()("DELETE", `/consultations/${id}`);

  if (lead.error) return <Notice tone="bad">{t("loadFailed", { msg: lead.error.message })}</Notice>;
  if (!lead.data) return <p role="status">{t("loading")}</p>;
  const l = lead.data;
  const statusText = (s: string | null | undefined) => (s ? t(`leadStatus_${s}` as MessageKey) : "—");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const patch: LeadPatch = {};
    if (status && status !== l.status) patch.status = status;
    if (assignee !== null && assignee.trim() !== (l.assignee ?? "")) patch.assignee = assignee.trim() || null;
    if (note.trim()) patch.note = note.trim();
    if (Object.keys(patch).length === 0) return;
    setBusy(true);
    setNotice(null);
    try {
      const { data } = await adminFetch("PATCH /api/admin/consultations/:id", { params: { id: l.id }, body: patch });
      lead.setData(data);
      setStatus("");
      setAssignee(null);
      setNote("");
      setNotice({ tone: "good", text: t("saved") });
    } catch (err) {
      setNotice({ tone: "bad", text: t("saveFailedKept", { msg: (err as Error).message }) });
    } finally {
      setBusy(false);
    }
  };
  const doErase = async () => {
    setErase(false);
    try {
      await adminFetch("DELETE /api/admin/consultations/:id", { params: { id: l.id } });
      navigate("/admin/leads", { replace: true });
    } catch (err) {
      setNotice({ tone: "bad", text: (err as Error).message });
    }
  };
  const redeliver = async () => {
    try {
      await adminFetch("POST /api/admin/consultations/:id/redeliver", { params: { id: l.id } });
      lead.reload();
    } catch (err) {
      setNotice({ tone: "bad", text: (err as Error).message });
    }
  };
  const eventText = (ev: LeadEvent) => {
    if (ev.kind === "status") return t("ev_status", { from: statusText(ev.from), to: statusText(ev.to) });
    if (ev.kind === "assignee") return t("ev_assignee", { from: ev.from || t("unassigned"), to: ev.to || t("unassigned") });
    return t("ev_note");
  };
  const source = leadSource(l);
  const problem = notifyProblem(l);
  const canRedeliver = l.deliveries.some((d) => d.status === "failed" || d.status === "dead");
  const utm = [
    ["source", l.utmSource],
    ["medium", l.utmMedium],
    ["campaign", l.utmCampaign],
    ["term", l.utmTerm],
    ["content", l.utmContent],
  ].filter(([, v]) => v);

  return (
    <>
      <div className="screen__head">
        <div>
          <Link className="crumb" to="/admin/leads">
            ← {t("back")}
          </Link>
          <h1>{l.customerName}</h1>
          <p className="screen__meta">
            <Badge tone={LEAD_TONE[l.status] ?? "neutral"}>{statusText(l.status)}</Badge>
            <span>
              {t("leadDetail", { id: l.id })} · {dateTime(l.createdAt, lang)}
            </span>
            {l.unverified && <Badge tone="warn">{t("l_unverified")}</Badge>}
            {l.earlierLeadIds.length > 0 && <Badge tone="info">{t("l_returning")}</Badge>}
          </p>
        </div>
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {problem && (
        <Notice tone="bad">
          <p className="notice__text">
            <strong className="notice__title">{t(problem === "noChannel" ? "l_noChannel" : "l_allFailed")}</strong>
            {t(problem === "noChannel" ? "l_noChannelFix" : "l_allFailedFix")}
          </p>
          {problem === "allFailed" && canRedeliver && (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void redeliver()}>
              {t("redeliver")}
            </button>
          )}
        </Notice>
      )}
      <div className="lead-grid">
        <section className="card lead-card" aria-labelledby="lead-facts">
          <h2 id="lead-facts" className="card__title">
            {t("l_contact")}
          </h2>
          <dl className="facts-list">
            <dt>{t("l_company")}</dt>
            <dd>{l.company ?? "—"}</dd>
            <dt>{t("l_email")}</dt>
            <dd>
              <a href={mailtoHref(l.email)}>{l.email}</a>
            </dd>
            <dt>{t("l_phone")}</dt>
            <dd>
              <a href={`tel:${l.ac ?? ""}${l.phone.replace(/[\s-]/g, "")}`}>{[l.ac, l.phone].filter(Boolean).join(" ")}</a>
            </dd>
            <dt>{t("l_product")}</dt>
            <dd>{products.find((p) => String(p.id) === l.productId)?.name ?? l.productName ?? "—"}</dd>
            <dt>{t("l_source")}</dt>
            <dd>
              {sourceText(source, t)}
              {source.kind !== "direct" && <span className="muted"> · {t(`l_srcKind_${source.kind}`)}</span>}
            </dd>
            <dt>{t("l_language")}</dt>
            <dd>{languageName(l.language, t)}</dd>
            <dt>{t("l_landingPage")}</dt>
            <dd className="wrap">{l.landingPage ?? "—"}</dd>
            <dt>{t("l_formPage")}</dt>
            <dd className="wrap">{l.page ?? "—"}</dd>
            <dt>{t("l_referrer")}</dt>
            <dd className="wrap">{l.referrer ?? "—"}</dd>
            <dt>{t("l_utm")}</dt>
            <dd>{utm.length ? utm.map(([k, v]) => `${k}=${v}`).join(" · ") : "—"}</dd>
            <dt>{t("l_country")}</dt>
            <dd>{countryName(l.country, lang) ?? "—"}</dd>
            <dt>{t("l_consent")}</dt>
            <dd>{l.consentAt ? `${dateTime(l.consentAt, lang)} · ${t("l_privacyVersion", { v: l.privacyVersion ?? "—" })}` : t("l_consentNotRecorded")}</dd>
            <dt>{t("l_assignee")}</dt>
            <dd>{l.assignee ?? t("unassigned")}</dd>
          </dl>
          {l.guestbook && <blockquote className="lead-message">{l.guestbook}</blockquote>}
        </section>

        {l.earlierLeadIds.length > 0 && <EarlierLeads key={l.id} leadId={l.id} recentIds={l.earlierLeadIds} />}

        <section className="card lead-card" aria-labelledby="lead-work">
          <h2 id="lead-work" className="card__title">
            {t("l_followUp")}
          </h2>
          <form onSubmit={submit} className="lead-form">
            <div className="field">
              <label className="field__label" htmlFor="lead-status">
                {t("changeStatus")}
              </label>
              <select id="lead-status" className="input" value={status || l.status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusText(s)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor="lead-assignee">
                {t("assign")}
              </label>
              <input
                id="lead-assignee"
                className="input"
                placeholder={t("assigneePlaceholder")}
                value={assignee ?? l.assignee ?? ""}
                onChange={(e) => setAssignee(e.target.value)}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="lead-note">
                {t("addNote")}
              </label>
              <textarea id="lead-note" className="input" rows={3} placeholder={t("notePlaceholder")} value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? t("saving") : t("saveChanges")}
            </button>
          </form>
        </section>

        <section className="card lead-card" aria-labelledby="lead-deliveries">
          <h2 id="lead-deliveries" className="card__title">
            {t("l_deliveries")}
          </h2>
          {l.deliveries.length === 0 ? (
            <p>{t("none")}</p>
          ) : (
            <ul className="plain-list">
              {l.deliveries.map((d) => (
                <li key={d.channel}>
                  <strong>{d.channel}</strong> <Badge tone={DELIVERY_TONE[d.status] ?? "neutral"}>{t(`delivery_${d.status}` as MessageKey)}</Badge>{" "}
                  <span className="muted">
                    {t("attempts", { n: d.attempts })}
                    {d.sentAt ? ` · ${dateTime(d.sentAt, lang)}` : ""}
                  </span>
                  {d.lastError && <span className="muted wrap"> · {d.lastError}</span>}
                </li>
              ))}
            </ul>
          )}
          {canRedeliver && (
            <button type="button" className="btn btn--ghost" onClick={() => void redeliver()}>
              {t("redeliver")}
            </button>
          )}
        </section>

        <section className="card lead-card" aria-labelledby="lead-timeline">
          <h2 id="lead-timeline" className="card__title">
            {t("l_timeline")}
          </h2>
          <ol className="timeline">
            {l.timeline.map((ev, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: events have no id; the list is only ever replaced whole
              <li key={i} className={`timeline__item timeline__item--${ev.kind}`}>
                <span className="timeline__when">
                  {dateTime(ev.at, lang)} · {ev.actor}
                </span>
                <span className="timeline__what">{eventText(ev)}</span>
                {ev.note && <p className="timeline__note">{ev.note}</p>}
              </li>
            ))}
            <li className="timeline__item">
              <span className="timeline__when">{dateTime(l.createdAt, lang)}</span>
              <span className="timeline__what">{t("ev_created")}</span>
            </li>
          </ol>
        </section>
      </div>
      {mayErase && (
        <div className="danger-zone">
          <button type="button" className="btn btn--danger" onClick={() => setErase(true)}>
            {t("eraseLead")}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={mayErase && erase}
        title={t("eraseLead")}
        text={t("eraseConfirm", { name: l.customerName })}
        confirmLabel={t("confirmDelete")}
        onConfirm={() => void doErase()}
        onCancel={() => setErase(false)}
      />
    </>
  );
}
