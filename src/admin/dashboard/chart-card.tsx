/**
 * One chart (Chart.js, registered piece by piece so only the parts used are bundled) with the numbers
 * behind it one click away: a toggle swaps the canvas for a table. The canvas has a text label;
 * the table is the accessible form of the data.
 */
import { BarController, BarElement, CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip, Filler, type Scale } from "chart.js";
import { useEffect, useId, useRef, useState } from "react";
import { useI18n } from "../i18n/admin-i18n";
import { fitLabel } from "./fit-label";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Filler);
// The site's type and ink (canvas text cannot read CSS variables).
Chart.defaults.font.family =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
Chart.defaults.color = "#4a5668";

export interface ChartSpec {
  title: string;
  /** One line under the title saying what is counted. */
  note?: string;
  kind: "line" | "bar";
  labels: string[];
  values: number[];
  /** Bars drawn sideways (long labels such as page paths). */
  horizontal?: boolean;
  /** Category labels are YYYY-MM-DD days: ticks show MM-DD, upright. */
  days?: boolean;
  /** Values are ratios shown as percentages. */
  percent?: boolean;
  /** Table columns: label column, value column, and optional extra columns per row. */
  columns: [string, string, ...string[]];
  extra?: (string | number)[][];
}

const BRAND = "#0d4584";
const ACCENT = "#0b7d72";
/** Share of a sideways chart's width its labels may take (Chart.js gives the axis at most half). */
const LABEL_SHARE = 0.4;
/** Height of a sideways chart per bar, room for a label of two lines. */
const ROW_PX = 34;

/** A sideways chart's label, fitted to its share of the canvas in the tick font. */
function tickLabel(scale: Scale, label: string): string | string[] {
  const { ctx } = scale;
  ctx.save();
  ctx.font = `${Chart.defaults.font.size}px ${Chart.defaults.font.family}`;
  const fitted = fitLabel(label, scale.chart.width * LABEL_SHARE, (text) => ctx.measureText(text).width);
  ctx.restore();
  return fitted;
}

export function ChartCard({ spec }: { spec: ChartSpec }) {
  const { t } = useI18n();
  const [table, setTable] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const id = useId();
  const fmt = (v: number) => (spec.percent ? `${(v * 100).toFixed(1)}%` : String(v));

  useEffect(() => {
    if (table || !canvas.current) return;
    const show = (v: number) => (spec.percent ? `${(v * 100).toFixed(1)}%` : String(v));
    const chart = new Chart(canvas.current, {
      type: spec.kind,
      data: {
        labels: spec.labels,
        datasets: [
          {
            data: spec.values,
            backgroundColor: spec.kind === "bar" ? ACCENT : "rgba(13,69,132,0.12)",
            borderColor: spec.kind === "bar" ? ACCENT : BRAND,
            fill: spec.kind === "line",
            tension: 0.25,
            pointRadius: 2,
            maxBarThickness: 26,
            borderRadius: 3,
          },
        ],
      },
      options: {
        indexAxis: spec.horizontal ? "y" : "x",
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        layout: { padding: { left: spec.horizontal ? 4 : 0 } },
        plugins: { legend: { display: false }, tooltip: { callbacks: { label: (c) => show(Number(c.raw)) } } },
        scales: {
          [spec.horizontal ? "x" : "y"]: {
            beginAtZero: true,
            ticks: { precision: spec.percent ? undefined : 0, maxRotation: 0, callback: (v: string | number) => show(Number(v)) },
          },
          ...(spec.days ? { x: { ticks: { maxRotation: 0, autoSkipPadding: 12, callback: (_: unknown, i: number) => spec.labels[i]?.slice(5) } } } : {}),
          ...(spec.horizontal
            ? {
                y: {
                  ticks: {
                    autoSkip: false,
                    callback(this: Scale, _: unknown, i: number) {
                      return tickLabel(this, spec.labels[i] ?? "");
                    },
                  },
                },
              }
            : {}),
        },
      },
    });
    return () => chart.destroy();
  }, [spec, table]);

  const summary = spec.labels.length
    ? spec.labels
        .map((l, i) => `${l}: ${fmt(spec.values[i] ?? 0)}`)
        .slice(0, 12)
        .join("; ")
    : t("noResults");
  return (
    <section className="card chart-card" aria-labelledby={`${id}-t`}>
      <div className="chart-card__head">
        <h2 id={`${id}-t`} className="card__title">
          {spec.title}
        </h2>
        <button type="button" className="btn btn--quiet btn--small" aria-pressed={table} onClick={() => setTable(!table)}>
          {table ? t("showChart") : t("showTable")}
        </button>
      </div>
      {spec.note && <p className="chart-card__note">{spec.note}</p>}
      {table ? (
        <div className="table-wrap chart-card__table">
          <table className="table">
            <thead>
              <tr>
                {spec.columns.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {spec.labels.map((l, i) => (
                <tr key={l}>
                  <th scope="row">{l}</th>
                  {(spec.extra?.[i] ?? []).map((x, j) => (
                    <td className="num" key={spec.columns[j + 2] ?? j}>
                      {x}
                    </td>
                  ))}
                  <td className="num">{fmt(spec.values[i] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {spec.labels.length === 0 && <p className="empty">{t("noResults")}</p>}
        </div>
      ) : (
        <div className="chart-card__canvas" style={spec.horizontal ? { height: Math.max(260, spec.labels.length * ROW_PX + 40) } : undefined}>
          <canvas ref={canvas} role="img" aria-label={`${spec.title}. ${summary}`} />
        </div>
      )}
    </section>
  );
}
