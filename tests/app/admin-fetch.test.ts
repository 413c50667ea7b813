// What the admin's HTTP client sends: every POST is typed as JSON, body or not, because the Worker
// answers 415 to an admin POST without that type (it keeps other sites from firing them). Calls are
// named by method and path; the lines marked @ts-expect-error are calls `npm run check` refuses.
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminFetch } from "../../src/admin/lib/admin-fetch";
import { ok, stubFetch } from "./support/fetch-stub";

afterEach(() => vi.unstubAllGlobals());

describe("adminFetch", () => {
  it("sends Content-Type: application/json on a POST without a body (redeliver, test notification)", async () => {
    const net = stubFetch({
      "POST /api/admin/consultations/7/redeliver": () => ok({ queued: 1 }),
      "POST /api/admin/notifications/test": () => ok({ results: [] }),
    });
    expect((await adminFetch("POST /api/admin/consultations/:id/redeliver", { params: { id: 7 } })).data).toEqual({ queued: 1 });
    await adminFetch("POST /api/admin/notifications/test");
    for (const call of net.calls) {
      expect(call.headers["Content-Type"]).toBe("application/json");
      expect(call.body).toBeUndefined();
    }
  });

  it("types a body as JSON and leaves reads and bodiless deletes untyped", async () => {
    const net = stubFetch({
      "PATCH /api/admin/consultations/7": () => ok({}),
      "GET /api/admin/consultations/7": () => ok({}),
      "DELETE /api/admin/consultations/7": () => ok({}),
    });
    await adminFetch("PATCH /api/admin/consultations/:id", { params: { id: 7 }, body: { status: "won" } });
    await adminFetch("GET /api/admin/consultations/:id", { params: { id: "7" } });
    await adminFetch("DELETE /api/admin/consultations/:id", { params: { id: 7 } });
    expect(net.calls.map((c) => c.headers["Content-Type"])).toEqual(["application/json", undefined, undefined]);
  });

  it("fills path parameters encoded and leaves empty query values out of the URL", async () => {
    const net = stubFetch({
      "GET /api/admin/uploads/multipart/a%2Fb%20c": () => ok({ uploadId: "a/b c", key: "tmp/1", fileName: "x.zip", parts: [] }),
      "GET /api/admin/consultations": () => ok({ list: [], total: 0, pageIndex: 2, pageSize: 25 }),
    });
    await adminFetch("GET /api/admin/uploads/multipart/:uploadId", { params: { uploadId: "a/b c" }, query: { key: "tmp/1" } });
    await adminFetch("GET /api/admin/consultations", { query: { status: "", q: null, language: "en", pageIndex: 2 } });
    expect(net.calls.map((c) => c.url)).toEqual(["/api/admin/uploads/multipart/a%2Fb%20c?key=tmp%2F1", "/api/admin/consultations?language=en&pageIndex=2"]);
  });
});

// What `npm run check` proves: each function below is a mistake the compiler refuses (an unused
// expect-error directive would fail the check). They are never called, so nothing is sent.
describe("adminFetch's types", () => {
  it("refuse a wrong route, a missing parameter, a wrong body or query, and a wrong use of the answer", () => {
    const refused = [
      // @ts-expect-error a status the inbox does not know
      () => adminFetch("PATCH /api/admin/consultations/:id", { params: { id: 7 }, body: { status: "closed" } }),
      // @ts-expect-error the path parameter is missing
      () => adminFetch("GET /api/admin/consultations/:id"),
      // @ts-expect-error no such route: leads are PATCHed, not PUT
      () => adminFetch("PUT /api/admin/consultations/:id", { params: { id: 7 }, body: { status: "won" } }),
      () =>
        adminFetch("POST /api/admin/news", {
          body: {
            tab: "company",
            // @ts-expect-error a news item's title is bilingual, not a string
            title: "Hello",
            subtitle: { zh: "", en: "" },
            content: { zh: "", en: "" },
            coverPath: "/files/a.png",
            effectiveTime: "2026-01-01T00:00:00Z",
            status: "draft",
          },
        }),
      // @ts-expect-error a PUT of the settings needs the whole record
      () => adminFetch("PUT /api/admin/site-settings", { body: { brandName: { zh: "路软", en: "Roadsoft" } }, ifMatch: 3 }),
      // @ts-expect-error a query key the audit log does not take
      () => adminFetch("GET /api/admin/audit", { query: { page: 2 } }),
      async () => {
        const lead = (await adminFetch("GET /api/admin/consultations/:id", { params: { id: 7 } })).data;
        // @ts-expect-error the answer is a lead: it has no title
        return lead.title;
      },
      async () => {
        const body = { title: { zh: "", en: "" }, intro: { zh: "", en: "" }, videoPath: "/files/v.mp4", coverPath: "/files/c.png", status: "draft" } as const;
        const saved = (await adminFetch("PUT /api/admin/videos/:id", { params: { id: 1 }, body })).data;
        // @ts-expect-error a save answers { id, rowVersion, version }, not the item
        return saved.title;
      },
    ];
    expect(refused).toHaveLength(8);
  });
});
