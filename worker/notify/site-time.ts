/**
 * The site's clock for reminders and the weekly report: the time zone (SITE_TIME_ZONE, an IANA name) and
 * the working hours (WORKING_HOURS, e.g. "Mon-Fri 09:00-18:00" or "Mon-Thu,Sat 08:30-17:00"), both vars
 * in wrangler.toml. A bad value falls back to the default with one log line per isolate.
 */
export const DEFAULT_TIME_ZONE = "Asia/Shanghai";
export const DEFAULT_WORKING_HOURS = "Mon-Fri 09:00-18:00";

export interface WorkingHours {
  /** Working days, 0 = Sunday. */
  days: Set<number>;
  /** Minutes after local midnight: start < end. */
  start: number;
  end: number;
}

export interface SiteClock {
  timeZone: string;
  hours: WorkingHours;
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const warned = new Set<string>();

function fallback<T>(setting: string, value: string, result: T): T {
  if (!warned.has(`${setting}=${value}`)) {
    warned.add(`${setting}=${value}`);
    console.warn(JSON.stringify({ level: "warn", event: "setting.invalid", setting, value: value.slice(0, 60) }));
  }
  return result;
}

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

export function parseWorkingHours(text: string): WorkingHours | null {
  const m = /^\s*([A-Za-z,\- ]+?)\s+(\d\d:\d\d)\s*-\s*(\d\d:\d\d)\s*$/.exec(text);
  if (!m) return null;
  const days = new Set<number>();
  for (const part of m[1]!.split(",")) {
    const [from, to = from] = part
      .trim()
      .split("-")
      .map((d) => DAYS.findIndex((n) => n.toLowerCase() === d!.trim().slice(0, 3).toLowerCase()));
    if (from === undefined || from < 0 || to < 0) return null;
    for (let d = from; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === to) break;
    }
  }
  const [start, end] = [minutesOf(m[2]!), minutesOf(m[3]!)];
  return start < end && end <= 24 * 60 ? { days, start, end } : null;
}

function validTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function siteClock(env: { SITE_TIME_ZONE?: string; WORKING_HOURS?: string }): SiteClock {
  const tz = env.SITE_TIME_ZONE || DEFAULT_TIME_ZONE;
  const hoursText = env.WORKING_HOURS || DEFAULT_WORKING_HOURS;
  return {
    timeZone: validTimeZone(tz) ? tz : fallback("SITE_TIME_ZONE", tz, DEFAULT_TIME_ZONE),
    hours: parseWorkingHours(hoursText) ?? fallback("WORKING_HOURS", hoursText, parseWorkingHours(DEFAULT_WORKING_HOURS)!),
  };
}

/** A moment's local calendar date (YYYY-MM-DD), weekday (0 = Sunday) and minutes after local midnight. */
export interface LocalTime {
  date: string;
  weekday: number;
  minutes: number;
}

export function localTime(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday: DAYS.indexOf(parts.weekday!), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The calendar date `days` after `date` (YYYY-MM-DD). */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The instant of local midnight starting `date` in `timeZone` (the offset is read at that moment). */
export function localMidnight(date: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const offsetAt = (t: number) => {
    const l = localTime(new Date(t), timeZone);
    return Date.parse(`${l.date}T00:00:00Z`) + l.minutes * 60_000 - Math.floor(t / 60_000) * 60_000;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

/**
 * The moment `hours` working hours after `from`: only time inside the working hours of the site's time
 * zone counts (a lead at Friday 17:00 with Mon-Fri 09:00-18:00 is 4 working hours old on Monday 12:00).
 * Steps through the local days, so the offset of each day (summer time) is honoured.
 */
export function addWorkingHours(from: Date, hours: number, { timeZone, hours: wh }: SiteClock): Date {
  let at = from.getTime();
  let left = hours * 60;
  // Each step uses up a day's working time or moves to the next day or to its start: a bound, not a limit.
  for (let step = 0; step < 1000; step++) {
    const l = localTime(new Date(at), timeZone);
    const minute = l.minutes + (at % 60_000) / 60_000;
    if (wh.days.has(l.weekday) && minute < wh.end) {
      if (minute < wh.start) {
        at += (wh.start - minute) * 60_000;
        continue;
      }
      const take = Math.min(left, wh.end - minute);
      at += take * 60_000;
      left -= take;
      if (left <= 0) return new Date(at);
    } else {
      at = localMidnight(addDays(l.date, 1), timeZone).getTime();
    }
  }
  return new Date(at);
}
