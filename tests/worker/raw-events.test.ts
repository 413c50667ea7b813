/** The optional Analytics Engine dataset EVENTS (docs/decisions/0032): raw detail beside the counters. */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { callWithEnv, nextIp } from "./fixtures.ts";

const post = (path: string, body: unknown, events: unknown, headers: Record<string, string> = {}) =>
  callWithEnv(
    path,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp(), ...headers },
      body: JSON.stringify(body),
    },
    { EVENTS: events },
  );
const otherPages = async () =>
  (await env.DB.prepare("SELECT coalesce(sum(count), 0) AS n FROM event_counts WHERE kind = 'visit' AND dim = 'page' AND key = 'other'").first<{
    n: number;
  }>())!.n;

describe("raw events in Analytics Engine, where an environment binds EVENTS", () => {
  it("writes one data point per event with the path and source the counters drop, never the IP or user agent", async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const dataset = { writeDataPoint: (p: AnalyticsEngineDataPoint) => void points.push(p) };
    const before = await otherPages();
    const res = await post("/api/visits", { path: "/wp-login.php?x=1", referrer: "https://spam.example/a?b=c", screen: "390x844", language: "en" }, dataset, {
      "User-Agent": "Mozilla/5.0 (iPhone) Mobile secret-agent",
      Referer: "https://example.com/x?utm_source=rare-source&utm_campaign=c1",
    });
    expect(res.status).toBe(200);
    expect(await otherPages()).toBe(before + 1);
    expect((await post("/api/module-clicks", { module: "4" }, dataset)).status).toBe(200);
    expect(points).toEqual([
      {
        indexes: ["visit"],
        blobs: ["visit", "/wp-login.php", "other", "en", "(none)", "rare-source", "c1", "spam.example", "mobile", "", "390x844"],
        doubles: [1],
      },
      { indexes: ["click"], blobs: ["click", "", "", "zh", "", "", "", "", "", "4", ""], doubles: [1] },
    ]);
    expect(JSON.stringify(points)).not.toMatch(/secret-agent|198\.51|b=c/);
  });

  it("still counts and answers 200 when the dataset refuses a write", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = await otherPages();
    const res = await post(
      "/api/visits",
      { path: "/nowhere" },
      {
        writeDataPoint: () => {
          throw new Error("limit");
        },
      },
    );
    expect(res.status).toBe(200);
    expect(await otherPages()).toBe(before + 1);
    expect(warn.mock.calls.some((args) => String(args[0]).includes("raw-event.write"))).toBe(true);
    warn.mockRestore();
  });
});
