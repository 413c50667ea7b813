import { describe, expect, it } from "vitest";
import { formatDate, relativeTime } from "../../src/lib/dates";

describe("formatDate", () => {
  it("shows only the date, in the company's time zone", () => {
    expect(formatDate("2025-03-12T09:30:00+08:00")).toBe("2025-03-12");
    // 20:00 UTC is already the next day in Beijing
    expect(formatDate("2025-03-12T20:00:00Z")).toBe("2025-03-13");
  });
  it.each([["not a date"], [""], [null], [undefined], [Number.NaN]])("returns 'Invalid date' for %o", (value) => {
    expect(formatDate(value as string)).toBe("Invalid date");
  });
});

describe("relativeTime", () => {
  const now = new Date("2025-06-30T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const DAY = 86_400_000;

  it("uses minutes, hours, days, weeks and months in English", () => {
    expect(relativeTime(ago(30_000), "en", now)).toBe("just now");
    expect(relativeTime(ago(5 * MIN), "en", now)).toBe("5 minutes ago");
    expect(relativeTime(ago(3 * 60 * MIN), "en", now)).toBe("3 hours ago");
    expect(relativeTime(ago(2 * DAY), "en", now)).toBe("2 days ago");
    expect(relativeTime(ago(15 * DAY), "en", now)).toBe("2 weeks ago");
    expect(relativeTime(ago(65 * DAY), "en", now)).toBe("2 months ago");
  });
  it("counts a month as 30 days", () => {
    expect(relativeTime(ago(29 * DAY), "en", now)).toBe("4 weeks ago");
    expect(relativeTime(ago(30 * DAY), "en", now)).toBe("1 month ago");
  });
  it("speaks Chinese", () => {
    expect(relativeTime(ago(30_000), "zh", now)).toBe("刚刚");
    expect(relativeTime(ago(5 * MIN), "zh", now)).toBe("5分钟前");
    expect(relativeTime(ago(3 * 60 * MIN), "zh", now)).toBe("3小时前");
    expect(relativeTime(ago(2 * DAY), "zh", now)).toBe("2天前");
    expect(relativeTime(ago(15 * DAY), "zh", now)).toBe("2周前");
    expect(relativeTime(ago(65 * DAY), "zh", now)).toBe("2个月前");
  });
  it("returns 'Invalid date' for garbage", () => {
    expect(relativeTime("soon", "en", now)).toBe("Invalid date");
  });
});
