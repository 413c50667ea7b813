import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { call } from "./fixtures.ts";

describe("an unexpected server fault", () => {
  it("answers a 500 envelope without a stack and logs it with the request id", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    // A broken database (table gone) is the realistic fault; this file's D1 is its own.
    await env.DB.prepare("DROP TABLE banner_i18n").run();
    const res = await call("/api/banners", { headers: { "Accept-Language": "en", "X-Request-Id": "fault-1" } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 500, success: false, msg: "Something went wrong on our side. Please try again later." });
    expect(text).not.toMatch(/banner_i18n|at |\.ts/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"requestId":"fault-1"'));
    log.mockRestore();
  });
});
