// What the admin's HTTP client sends: every POST is typed as JSON, body or not, because the Worker
// answers 415 to an admin POST without that type (it keeps other sites from firing them).
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
    expect((await adminFetch("/consultations/7/redeliver", { method: "POST" })).data).toEqual({ queued: 1 });
    await adminFetch("/notifications/test", { method: "POST" });
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
    await adminFetch("/consultations/7", { method: "PATCH", body: { status: "won" } });
    await adminFetch("/consultations/7");
    await adminFetch("/consultations/7", { method: "DELETE" });
    expect(net.calls.map((c) => c.headers["Content-Type"])).toEqual(["application/json", undefined, undefined]);
  });
});
