/**
 * The dashboard over a chosen period: totals, leads per day and per product, visits per page, module
 * clicks, the share of visits that left a lead by landing page, language and UTM source, and real
 * visitors' page speed. Pages are named by their titles, languages and the counters' own keys in
 * words, all in the admin's language (key-names.ts).
 */
import { useMemo, useState } from "react";
import type { ConversionRow } from "../../../worker/schemas/admin-api";
import { Notice } from "../components/notice";
import { type T, useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { adminFetch } from "../lib/admin-fetch";
import { dayAgo } from "../lib/format";
import { useLoad } from "../lib/use-load";
import { useTitle } from "../lib/use-title";
import { ChartCard, type ChartSpec } from "./chart-card";
import { FunnelCard } from "./funnel-card";
import { type KeyDim, keyName } from "./key-names";
import { VitalsTable } from "./vitals-table";

/** Every day of [from, to] (UTC), so days without leads draw as 0, not as a gap. */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`) && out.length < 400; d = new Date(d.getTime() + 86_400_000)) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

const PRESETS = [
  { days: 7, label: "last7" },
  { days: 30, label: "last30" },
  { days: 90, label: "last90" },
] as const;

/**
 * A header module's name: the id (1-6) is what the site reports, never shown (next to a name, "下载中心 (6)"
 * read as six of something).
 */
function moduleName(t: T, id: string): string {
  return /^[1-6]$/.test(id) ? t(`mod_${id}` as MessageKey) : id;
}

export function DashboardScreen() {
  const { t, lang } = useI18n();
  useTitle(t("dashboardTitle"));
  const [range, setRange] = useState({ from: dayAgo(29), to: dayAgo(0) });
  const [draft, setDraft] = useState(range);
  // Products come named in the admin's language: asked again when it changes.
  const dash = useLoad(
    (signal) => adminFetch("GET /api/admin/dashboard", { query: { ...range, language: lang }, signal }).then((a) => a.data),
    [range.from, range.to, lang],
  );

  const charts = useMemo<ChartSpec[]>(() => {
    const d = dash.data;
    if (!d) return [];
    const conv = (title: string, dim: KeyDim, rows: ConversionRow[]): ChartSpec => ({
      title,
      kind: "bar",
      horizontal: true,
      percent: true,
      labels: rows.map((r) => keyName(dim, r.key, lang, t)),
      values: rows.map((r) => r.rate),
      columns: [t("col_key"), t("t_visits"), t("t_leads"), t("col_rate")],
      extra: rows.map((r) => [r.visits, r.leads]),
    });
    return [
      (() => {
        const byDay = new Map(d.leadsPerDay.map((r) => [r.day, r.count]));
        const days = daysOf(d.from, d.to);
        return {
          title: t("c_leadsPerDay"),
          kind: "line",
          days: true,
          labels: days,
          values: days.map((day) => byDay.get(day) ?? 0),
          columns: [t("col_day"), t("col_count")],
        } satisfies ChartSpec;
      })(),
      {
        title: t("c_leadsPerProduct"),
        kind: "bar",
        horizontal: true,
        labels: d.leadsPerProduct.map((r) => r.productName ?? r.productId ?? "—"),
        values: d.leadsPerProduct.map((r) => r.count),
        columns: [t("l_product"), t("col_count")],
      },
      {
        title: t("c_visitsPerPage"),
        kind: "bar",
        horizontal: true,
        labels: d.visitsPerPage.map((r) => keyName("page", r.path, lang, t)),
        values: d.visitsPerPage.map((r) => r.count),
        columns: [t("l_page"), t("col_count")],
      },
      {
        title: t("c_moduleClicks"),
        note: t("c_moduleClicksNote"),
        kind: "bar",
        horizontal: true,
        labels: d.moduleClicks.map((r) => moduleName(t, r.module)),
        values: d.moduleClicks.map((r) => r.count),
        columns: [t("col_key"), t("col_count")],
      },
      conv(t("c_convLanding"), "page", d.conversion.byLandingPage),
      conv(t("c_convLanguage"), "language", d.conversion.byLanguage),
      conv(t("c_convUtm"), "source", d.conversion.byUtmSource),
    ];
  }, [dash.data, t, lang]);

  const totals = dash.data?.totals;
  const rate = totals?.visits ? `${((totals.leads / totals.visits) * 100).toFixed(1)}%` : "—";
  return (
    <>
      <div className="screen__head">
        <h1>{t("dashboardTitle")}</h1>
      </div>
      <div className="toolbar toolbar--wrap">
        <fieldset className="segmented">
          <legend className="visually-hidden">{t("period")}</legend>
          {PRESETS.map((p) => {
            const r = { from: dayAgo(p.days - 1), to: dayAgo(0) };
            return (
              <button
                key={p.days}
                type="button"
                aria-pressed={range.from === r.from && range.to === r.to}
                onClick={() => {
                  setRange(r);
                  setDraft(r);
                }}
              >
                {t(p.label)}
              </button>
            );
          })}
        </fieldset>
        <form
          className="toolbar__range"
          onSubmit={(e) => {
            e.preventDefault();
            if (draft.from <= draft.to) setRange(draft);
          }}
        >
          <label className="toolbar__filter">
            <span>{t("from")}</span>
            <input className="input" type="date" value={draft.from} max={draft.to} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
          </label>
          <label className="toolbar__filter">
            <span>{t("to")}</span>
            <input className="input" type="date" value={draft.to} min={draft.from} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          </label>
          <button type="submit" className="btn btn--ghost">
            {t("apply")}
          </button>
        </form>
      </div>
      {dash.error && <Notice tone="bad">{t("loadFailed", { msg: dash.error.message })}</Notice>}
      {dash.loading && !dash.data && <p role="status">{t("loading")}</p>}
      {totals && (
        <dl className="kpis">
          <div className="kpi">
            <dt>{t("t_leads")}</dt>
            <dd>{totals.leads}</dd>
          </div>
          <div className="kpi">
            <dt>{t("t_visits")}</dt>
            <dd>{totals.visits}</dd>
          </div>
          <div className="kpi">
            <dt>{t("t_clicks")}</dt>
            <dd>{totals.moduleClicks}</dd>
          </div>
          <div className="kpi">
            <dt>{t("t_conversion")}</dt>
            <dd>{rate}</dd>
          </div>
        </dl>
      )}
      <div className="chart-grid">
        {charts.map((spec) => (
          <ChartCard key={spec.title} spec={spec} />
        ))}
      </div>
      <FunnelCard range={range} />
      <VitalsTable from={range.from} to={range.to} />
    </>
  );
}
