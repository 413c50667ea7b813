import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INITIAL_SITE_SETTINGS } from "../../src/app/site-settings";
import { ok, stubFetch } from "./support/fetch-stub";
import { renderApp } from "./support/render-frame";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The prerendered frame carries the seed copy of the settings; what staff published in the admin must
// replace it right after load (decision 0018), or a new hotline would wait for the next build.
describe("published site settings", () => {
  it("replace the build-time copy in the footer once the page has loaded", async () => {
    const published = { ...INITIAL_SITE_SETTINGS.en, hotline: "400-999-8888", brandName: "Published Brand" };
    stubFetch({ "GET /api/site": () => ok(published) });
    renderApp("/pc_index", "en");
    expect(INITIAL_SITE_SETTINGS.en.hotline).not.toBe("400-999-8888");
    await waitFor(() => expect(document.querySelector(".site-footer__hotline")?.textContent).toContain("400-999-8888"));
    expect(screen.getAllByText(/Published Brand/).length).toBeGreaterThan(0);
  });
});
