/**
 * Real visitors' page speed over the dashboard's period (GET /api/admin/stats/vitals), in words a
 * marketer reads: per page (by its title) and device, how many page loads reported, an overall
 * rating (the worst of loading, response to input and layout stability, Google's Core Web Vitals) and
 * one rating per measure: good, needs work or poor. The measured 75th percentile and the thresholds are
 * in each rating's tooltip (the percentile is how Google assesses a page: 3 loads in 4 must be good).
 */
import type { VitalsRow } from "../../../worker/schemas/admin-api";
import { Badge, type Tone } from "../components/badge";
import { Notice } from "../components/notice";
import { type T, useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { adminFetch } from "../lib/admin-fetch";
import { useLoad } from "../lib/use-load";
import { pageName } from "./key-names";

type Metric = "lcp" | "inp" | "cls" | "ttfb";
type Rating = "good" | "warn" | "bad";

/** Good up to the first value, poor above the second (web.dev's Core Web Vitals thresholds). */
export const THRESHOLDS: Record<Metric, [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  ttfb: [800, 1800],
};

const METRICS: Metric[] = ["lcp", "inp", "cls", "ttfb"];
/** The Core Web Vitals: the overall rating is the worst of these (the server's answer time only explains). */
const CORE: Metric[] = ["lcp", "inp", "cls"];
const ORDER: Rating[] = ["good", "warn", "bad"];

export function rating(metric: Metric, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "warn" : "bad";
}

/** LCP and TTFB in seconds, INP in milliseconds, CLS unitless, with the admin's units. */
function shown(t: T, metric: Metric, value: number): string {
  if (metric === "cls") return value.toFixed(2);
  if (metric === "inp") return t("v_ms", { n: Math.round(value) });
  return t("v_seconds", { n: String(Number((value / 1000).toFixed(2))) });
}

const TONE: Record<Rating, Tone> = { good: "good", warn: "warn", bad: "bad" };

/** "3 loads in 4: 2.4 s or better. Good up to 2.5 s, poor above 4 s." */
function tooltip(t: T, metric: Metric, value: number): string {
  const [good, poor] = THRESHOLDS[metric];
  return t("v_tip", {
    what: t(`v_m_${metric}` as MessageKey),
    value: shown(t, metric, value),
    good: shown(t, metric, good),
    poor: shown(t, metric, poor),
  });
}

export function VitalsTable({ from, to }: { from: string; to: string }) {
  const { t, lang } = useI18n();
  const vitals = useLoad((signal) => adminFetch("GET /api/admin/stats/vitals", { query: { from, to }, signal }).then((a) => a.data.list), [from, to]);
  const head = [t("v_page"), t("v_device"), t("v_samples"), t("v_overall"), ...METRICS.map((m) => t(`v_m_${m}` as MessageKey))];
  const word = (r: Rating) => t(`rate_${r}`);
  const cell = (row: VitalsRow, m: Metric) => {
    const value = row[`${m}P75`];
    if (value === null) return "—";
    return (
      <span title={tooltip(t, m, value)}>
        <Badge tone={TONE[rating(m, value)]}>{word(rating(m, value))}</Badge>
      </span>
    );
  };
  const overall = (row: VitalsRow) => {
    const rated = CORE.flatMap((m) => (row[`${m}P75`] === null ? [] : [rating(m, row[`${m}P75`]!)]));
    if (rated.length === 0) return "—";
    const worst = ORDER[Math.max(...rated.map((r) => ORDER.indexOf(r)))]!;
    return (
      <span title={t("v_overallTip")}>
        <Badge tone={TONE[worst]}>{word(worst)}</Badge>
      </span>
    );
  };
  return (
    <section className="card chart-card vitals-card" aria-labelledby="vitals-title">
      <h2 id="vitals-title" className="card__title">
        {t("v_title")}
      </h2>
      <p className="vitals-card__note">{t("v_note")}</p>
      {vitals.error && <Notice tone="bad">{t("loadFailed", { msg: vitals.error.message })}</Notice>}
      {vitals.data?.length === 0 && <p>{t("v_none")}</p>}
      {!!vitals.data?.length && (
        <div className="table-wrap">
          <table className="table table--cards">
            <thead>
              <tr>
                {head.map((h) => (
                  <th scope="col" key={h}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {vitals.data.map((row) => (
                <tr key={`${row.path} ${row.device}`}>
                  <td data-label={head[0]}>{pageName(row.path, lang, t)}</td>
                  <td data-label={head[1]}>{t(`device_${row.device}`)}</td>
                  <td data-label={head[2]} className="num">
                    {row.samples}
                  </td>
                  <td data-label={head[3]}>{overall(row)}</td>
                  {METRICS.map((m, i) => (
                    <td key={m} data-label={head[i + 4]}>
                      {cell(row, m)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
