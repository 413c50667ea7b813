/**
 * Times the admin enters in the site's time zone (SITE_TIME_ZONE, told by GET /api/admin/me), whatever
 * the browser's zone: a scheduled publish at 09:00 means 09:00 where the site's visitors are.
 */
let zone = "Asia/Shanghai";

export function setSiteTimeZone(next: string | undefined): void {
  if (!next) return;
  try {
    new Intl.DateTimeFormat("en", { timeZone: next });
    zone = next;
  } catch {
    /* an unknown zone keeps the default */
  }
}

export const siteTimeZone = () => zone;

/** The wall-clock fields of `ms` in `tz`, read as if they were UTC (ms). */
function wallAsUtc(ms: number, tz: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** `<input type="datetime-local">` value of an ISO time, in the site's zone ("" for none). */
export function toSiteInput(iso: string | null | undefined, tz = zone): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(wallAsUtc(ms, tz)).toISOString().slice(0, 16);
}

/** ISO time (UTC) of a datetime-local value meant in the site's zone; null for an empty or bad value. */
export function fromSiteInput(value: string, tz = zone): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // The zone's offset at that moment (checked twice, for a change of offset in between).
  let ms = wall - (wallAsUtc(wall, tz) - wall);
  ms = wall - (wallAsUtc(ms, tz) - ms);
  return new Date(ms).toISOString();
}

/** A time as staff read it, in the site's zone. */
export function siteDateTime(iso: string | null | undefined, lang: "zh" | "en", tz = zone): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", { dateStyle: "medium", timeStyle: "short", timeZone: tz }).format(d);
}

/** Whether a published item has left the site: its unpublishAt has passed. */
export function hasEnded(item: { status?: unknown; unpublishAt?: unknown }, now = Date.now()): boolean {
  return item.status === "published" && typeof item.unpublishAt === "string" && Date.parse(item.unpublishAt) <= now;
}

/** Whether an item is published but not yet public: its publishAt is still ahead. */
export function isScheduled(item: { status?: unknown; publishAt?: unknown }, now = Date.now()): boolean {
  return item.status === "published" && typeof item.publishAt === "string" && Date.parse(item.publishAt) > now;
}
