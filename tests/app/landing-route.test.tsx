// A landing page in the app (issue 36): the router matches /lp/<slug> and the content page reads the
// copy at that address (GET /api/pages?path=/lp/<slug>), shows its blocks with the header and footer,
// also after a client navigation from another page; the contact block follows the copy's setting.
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "./support/fetch-stub";
import { renderApp } from "./support/render-frame";
import { LANDING_COPY } from "./support/landing-copy";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COPY = LANDING_COPY;

describe("a landing page in the app", () => {
  it("renders the copy of its own address, with the header and footer, on a load and after a client navigation", async () => {
    const api = stubFetch({
      "GET /api/pages": (call) =>
        new URL(call.url, "http://x").searchParams.get("path") === "/lp/spring-2027"
          ? ok(COPY)
          : { status: 404, body: { code: 404, success: false, msg: "not found" } },
    });
    renderApp("/lp/spring-2027", "en");
    expect(await screen.findByRole("heading", { name: "Titanium spring campaign" }, { timeout: 10_000 })).toBeTruthy();
    expect(document.querySelector("footer")).not.toBeNull();
    expect(api.calls.some((c) => c.url.startsWith("/api/pages?") && new URL(c.url, "http://x").searchParams.get("path") === "/lp/spring-2027")).toBe(true);
    // The copy switches the contact block on.
    await waitFor(() => expect(document.getElementById("contact")).not.toBeNull(), { timeout: 10_000 });
    cleanup();

    const { router } = renderApp("/about", "en");
    await act(() => router.navigate("/lp/spring-2027"));
    expect(await screen.findByRole("heading", { name: "Titanium spring campaign" }, { timeout: 10_000 })).toBeTruthy();
  });
});
