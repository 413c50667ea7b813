/** Dates, sizes and durations as staff read them, through Intl. */
import type { AdminLang } from "./admin-fetch";

const locale = (lang: AdminLang) => (lang === "en" ? "en-GB" : "zh-CN");

export function dateTime(iso: string | null | undefined, lang: AdminLang): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(locale(lang), { dateStyle: "medium", timeStyle: "short" }).format(d);
}

export function dateOnly(iso: string | null | undefined, lang: AdminLang): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(locale(lang), { dateStyle: "medium" }).format(d);
}

export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ["KB", "MB", "GB"];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[i]}`;
}

export function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return `${m}:${String(s).padStart(2, "0")}`;
}

/** `<input type="datetime-local">` value of an ISO time, in the browser's zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const off = d.getTimezoneOffset() * 60_000;
  return new Date(d.getTime() - off).toISOString().slice(0, 16);
}

/** ISO time (UTC) of a datetime-local value. */
export function fromLocalInput(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString();
}

/** YYYY-MM-DD of a day `daysAgo` before today (UTC, as the API's day bounds). */
export function dayAgo(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A `mailto:` link to `address` with each side of the last "@" percent-encoded: whatever a stored
 * address holds (leads from before the stricter rule too), the link names one recipient and nothing
 * else (no `?bcc=`, `&subject=`, second address).
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
