// The SPA's and the admin's API clients send back the newest D1 bookmark they were answered with
// (docs/decisions/0025), so a visitor's or a staff member's next read follows their own write, also
// after a reload of the tab; junk in the header is never sent back.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const OLD = "00000000-00000007-00000000-00000000000000000000000000000000";
const NEW = "00000000-00000009-00000000-00000000000000000000000000000000";

/** A fetch stub answering each call with the next bookmark of `marks` (null: none); records the headers sent. */
function stubFetch(marks: (string | null)[]) {
  const sent: Record<string, string>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push({ ...(init.headers as Record<string, string>) });
      const mark = marks.shift() ?? null;
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (mark) headers["x-d1-bookmark"] = mark;
      return new Response(JSON.stringify({ code: 200, success: true, msg: "ok", data: {} }), { status: 200, headers });
    }),
  );
  return sent;
}

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

describe("the SPA's API client", () => {
  it("sends back the newest bookmark it was answered with, never an older one or junk", async () => {
    const { request } = await import("../../src/lib/api-client");
    const sent = stubFetch([NEW, OLD, "garbage", null, null]);
    await request("/consultations", { body: {} });
    await request("/news");
    await request("/news");
    await request("/news");
    expect(sent[0]["x-d1-bookmark"]).toBeUndefined();
    expect(sent.slice(1).map((h) => h["x-d1-bookmark"])).toEqual([NEW, NEW, NEW]);
  });

  it("keeps it for the tab: a reload continues from it", async () => {
    stubFetch([NEW]);
    await (await import("../../src/lib/api-client")).request("/consultations", { body: {} });
    vi.resetModules();
    const sent = stubFetch([null]);
    await (await import("../../src/lib/api-client")).request("/news");
    expect(sent[0]["x-d1-bookmark"]).toBe(NEW);
  });
});

describe("the admin's client", () => {
  it("lists with the bookmark of the save before it", async () => {
    const { adminFetch } = await import("../../src/admin/lib/admin-fetch");
    const sent = stubFetch([NEW, null]);
    const blank = { zh: "", en: "" };
    const news = {
      tab: "company",
      title: blank,
      subtitle: blank,
      content: blank,
      coverPath: "/files/images/a.png",
      effectiveTime: "2026-11-01T00:00:00Z",
      status: "draft",
    } as const;
    await adminFetch("POST /api/admin/news", { body: news });
    await adminFetch("GET /api/admin/news");
    expect(sent[1]["x-d1-bookmark"]).toBe(NEW);
  });
});
