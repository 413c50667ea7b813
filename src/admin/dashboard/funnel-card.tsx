/**
 * The funnel over the dashboard's period (GET /api/admin/stats/funnel): visits, contact-form views,
 * form starts, leads and won leads by page, UTM source, UTM campaign, language or country. A chart of
 * the first keys' stages, the table of all of them (each stage with its rate from the one before,
 * and leads per visit), and the server's CSV of the same rows.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";
import { useEffect, useId, useRef, useState } from "react";
import type { FunnelRow } from "../../../worker/schemas/admin-api";
import type { FunnelDim } from "../../../worker/schemas/admin";
import { Notice } from "../components/notice";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { adminFetch } from "../lib/admin-fetch";
import { downloadExport } from "../lib/download";
import { useLoad } from "../lib/use-load";
import { keyName } from "./key-names";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const DIMS = ["page", "formPage", "source", "campaign", "language", "country"] as const satisfies readonly FunnelDim[];
const STAGES = ["visits", "formViews", "formStarts", "leads", "won"] as const satisfies readonly (keyof FunnelRow)[];
const COLORS = ["#0d4584", "#3b6fb0", "#6f9bd1", "#0b7d72", "#c77800"];
/** Keys the chart draws (the table lists all). */
const CHART_KEYS = 10;

const pct = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : "—");

export function FunnelCard({ range }: { range: { from: string; to: string } }) {
  const { t, lang } = useI18n();
  const id = useId();
  const [by, setBy] = useState<FunnelDim>("page");
  const [exportError, setExportError] = useState<string | null>(null);
  const funnel = useLoad(
    (signal) => adminFetch("GET /api/admin/stats/funnel", { query: { ...range, by }, signal }).then((a) => a.data),
    [range.from, range.to, by],
  );
  const rows = funnel.data ?? [];
  const canvas = useRef<HTMLCanvasElement>(null);
  const stageName = (s: (typeof STAGES)[number]) => t(`fn_${s}` as MessageKey);
  /** A row's key in words: a page by its title, a language or country by name (funnel rows come keyed by `by`). */
  const name = (key: string) => keyName(by, key, lang, t);

  // biome-ignore lint/correctness/useExhaustiveDependencies: stage names change with the language, which `t` tracks
  useEffect(() => {
    if (!canvas.current || !funnel.data) return;
    const shown = funnel.data.slice(0, CHART_KEYS);
    const chart = new Chart(canvas.current, {
      type: "bar",
      data: {
        labels: shown.map((r) => name(r.key)),
        datasets: STAGES.map((s, i) => ({ label: stageName(s), data: shown.map((r) => r[s]), backgroundColor: COLORS[i], maxBarThickness: 14 })),
      },
      options: {
        indexAxis: "y",
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { position: "bottom", labels: { boxWidth: 12 } } },
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    });
    return () => chart.destroy();
  }, [funnel.data, t, lang]);

  const exportCsv = () => {
    setExportError(null);
    const name = `funnel-${by}-${range.from}-${range.to}.csv`;
    downloadExport("GET /api/admin/stats/funnel", { query: { ...range, by, format: "csv" } }, name).catch((err: Error) => setExportError(err.message));
  };

  const summary =
    rows
      .slice(0, CHART_KEYS)
      .map((r) => `${name(r.key)}: ${STAGES.map((s) => `${stageName(s)} ${r[s]}`).join(", ")}`)
      .join("; ") || t("noResults");
  return (
    <section className="card funnel-card" aria-labelledby={`${id}-t`}>
      <div className="chart-card__head">
        <h2 id={`${id}-t`} className="card__title">
          {t("fn_title")}
        </h2>
        <div className="funnel-card__tools">
          <label className="toolbar__filter">
            <span>{t("fn_by")}</span>
            <select className="input" value={by} onChange={(e) => setBy(e.target.value as FunnelDim)}>
              {DIMS.map((d) => (
                <option key={d} value={d}>
                  {t(`fn_dim_${d}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn--ghost btn--small" onClick={exportCsv}>
            {t("exportCsv")}
          </button>
        </div>
      </div>
      {funnel.error && <Notice tone="bad">{t("loadFailed", { msg: funnel.error.message })}</Notice>}
      {exportError && <Notice tone="bad">{exportError}</Notice>}
      <div className="funnel-card__canvas">
        <canvas ref={canvas} role="img" aria-label={`${t("fn_title")}. ${summary}`} />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to read its rows without a mouse (axe scrollable-region-focusable) */}
      <section className="table-wrap funnel-card__table" tabIndex={0} aria-label={t("fn_title")}>
        <table className="table">
          <caption className="visually-hidden">{t("fn_title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`fn_dim_${by}` as MessageKey)}</th>
              {STAGES.map((s) => (
                <th scope="col" className="num" key={s}>
                  {stageName(s)}
                </th>
              ))}
              <th scope="col" className="num">
                {t("fn_leadsPerVisit")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{name(r.key)}</th>
                {STAGES.map((s, i) => (
                  <td className="num" key={s}>
                    {r[s]}
                    {i > 0 && <span className="table__sub">{pct(r[s], r[STAGES[i - 1]!])}</span>}
                  </td>
                ))}
                <td className="num">{pct(r.leads, r.visits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {funnel.data && rows.length === 0 && <p className="empty">{t("noResults")}</p>}
      </section>
    </section>
  );
}
