import type { Lang } from "../i18n/lang";
import { defineMessages } from "../i18n/catalogue";

/** Dates are shown in the company's time zone, so every visitor sees the same calendar day. */
export const SITE_TIME_ZONE = "Asia/Shanghai";
export const INVALID_DATE = "Invalid date";

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Date only, as YYYY-MM-DD (both languages); 'Invalid date' for anything unparsable. */
export function formatDate(value: string | number | Date | null | undefined, timeZone = SITE_TIME_ZONE): string {
  if (value === null || value === undefined || value === "") return INVALID_DATE;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Date only in the visitor's language: "2026-11-12" in Chinese, "12 Nov 2026" in English ('' when unparsable). */
export function formatDay(value: string, lang: Lang): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  if (lang === "zh") return formatDate(date);
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: SITE_TIME_ZONE }).format(date);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** SPEC section 8: a month is 30 days. */
const MONTH = 30 * DAY;
const WORDS = defineMessages({ justNow: "刚刚" }, { justNow: "just now" });

/**
 * "5 minutes ago" / "5分钟前": minutes, hours, days, weeks, then months (30 days), through
 * Intl.RelativeTimeFormat. Under a minute reads "just now"; future times read "in …".
 */
export function relativeTime(value: string | number | Date, lang: Lang, now: number | Date = Date.now()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  const diff = date.getTime() - toDate(now).getTime();
  const abs = Math.abs(diff);
  if (abs < MINUTE) return WORDS[lang].justNow;
  const rtf = new Intl.RelativeTimeFormat(lang === "zh" ? "zh-CN" : "en", { numeric: "always" });
  const sign = diff < 0 ? -1 : 1;
  const [unit, size]: [Intl.RelativeTimeFormatUnit, number] =
    abs < HOUR ? ["minute", MINUTE] : abs < DAY ? ["hour", HOUR] : abs < WEEK ? ["day", DAY] : abs < MONTH ? ["week", WEEK] : ["month", MONTH];
  return rtf.format(sign * Math.floor(abs / size), unit);
}
