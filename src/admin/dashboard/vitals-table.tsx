/**
 * Real visitors' page speed over the dashboard's period (GET /api/admin/stats/vitals): per route and
 * device, the page loads that reported and the 75th percentile of LCP, INP, CLS and TTFB, each
 * marked good, needs improvement or poor by the Core Web Vitals thresholds (the percentile is how
 * Google assesses a page: 3 loads in 4 must be good).
 */
import type { VitalsRow } from "../../../worker/schemas/admin-api";
import { Badge, type Tone } from "../components/badge";
import { Notice } from "../components/notice";
import { useI18n } from "../i18n/admin-i18n";
import { adminFetch } from "../lib/admin-fetch";
import { useLoad } from "../lib/use-load";

type Metric = "lcp" | "inp" | "cls" | "ttfb";

/** Good up to the first value, poor above the second (web.dev's Core Web Vitals thresholds). */
export const THRESHOLDS: Record<Metric, [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  ttfb: [800, 1800],
};

const METRICS: Metric[] = ["lcp", "inp", "cls", "ttfb"];

export function rating(metric: Metric, value: number): "good" | "warn" | "bad" {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "warn" : "bad";
}

/** LCP and TTFB in seconds, INP in milliseconds, CLS unitless. */
function shown(metric: Metric, value: number): string {
  if (metric === "cls") return value.toFixed(2);
  if (metric === "inp") return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

const TONE: Record<ReturnType<typeof rating>, Tone> = { good: "good", warn: "warn", bad: "bad" };

export function VitalsTable({ from, to }: { from: string; to: string }) {
  const { t } = useI18n();
  const vitals = useLoad((signal) => adminFetch("GET /api/admin/stats/vitals", { query: { from, to }, signal }).then((a) => a.data.list), [from, to]);
  const head = [t("l_page"), t("v_device"), t("v_samples"), "LCP", "INP", "CLS", "TTFB"];
  const cell = (row: VitalsRow, m: Metric) => {
    const value = row[`${m}P75`];
    if (value === null) return "—";
    const r = rating(m, value);
    return (
      <>
        {shown(m, value)} <Badge tone={TONE[r]}>{t(`rate_${r}`)}</Badge>
      </>
    );
  };
  return (
    <section className="card chart-card vitals-card" aria-labelledby="vitals-title">
      <h2 id="vitals-title" className="card__title">{t("v_title")}</h2>
      <p className="vitals-card__note">{t("v_note")}</p>
      {vitals.error && <Notice tone="bad">{t("loadFailed", { msg: vitals.error.message })}</Notice>}
      {vitals.data?.length === 0 && <p>{t("v_none")}</p>}
      {!!vitals.data?.length && (
        <div className="table-wrap">
          <table className="table table--cards">
            <thead><tr>{head.map((h) => <th scope="col" key={h}>{h}</th>)}</tr></thead>
            <tbody>
              {vitals.data.map((row) => (
                <tr key={`${row.path} ${row.device}`}>
                  <td data-label={head[0]}>{row.path}</td>
                  <td data-label={head[1]}>{t(`device_${row.device}`)}</td>
                  <td data-label={head[2]} className="num">{row.samples}</td>
                  {METRICS.map((m, i) => <td key={m} data-label={head[i + 3]} className="num">{cell(row, m)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
