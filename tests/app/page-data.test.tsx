// A page's first render reads the value the server rendered with, by read name, from the page's value
// script (docs/decisions/0060): no request for it. A client navigation loads the next address's value
// through the API with the same loader (common/page-loader.ts), each read failing on its own; the
// served value is the first address's only, so coming back asks again.
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IN_HTML, PAGE_VALUE_ID, pageValueScript } from "../../common/page-document";
import { AppProviders } from "../../src/app/app-providers";
import { onApiError } from "../../src/lib/api-client";
import { addressOf, loadInBrowser, pageAtOf, readPageValue, RouteValueProvider, usePageRead } from "../../src/lib/page-data";
import { warmValue } from "../../src/lib/warm-reads";
import { fail, ok, stubFetch } from "./support/fetch-stub";

afterEach(() => {
  cleanup();
  document.getElementById(PAGE_VALUE_ID)?.remove();
});

function Logs() {
  const { data, loading, error } = usePageRead("updateLogs");
  return <p>{loading ? "loading" : error ? "failed" : (data ?? []).map((l) => l.title).join(", ")}</p>;
}

const log = (title: string) => ({ id: 1, version: "5", title, releasedAt: "2026-10-01" });

/** The app's routes reduced to the release list, at `path`, with the page's value script as the Worker writes it. */
function served(path: string, value: object) {
  document.body.insertAdjacentHTML("beforeend", pageValueScript(value));
  const { value: read, partial } = readPageValue(document, pageAtOf(path, "", "zh"));
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <RouteValueProvider>
            <Logs />
          </RouteValueProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders lang="zh" value={read} partial={partial}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe("the page's value in the browser", () => {
  it("renders the served value at once without a request; a navigation loads the next value through the API, and coming back asks again", async () => {
    const net = stubFetch({ "GET /api/update-logs": () => ok([log("Release 5.3")]) });
    const router = served("/updateLog", { updateLogs: [log("5.2 </script> 版本")] });
    expect(screen.getByText("5.2 </script> 版本")).toBeTruthy();
    await act(async () => {});
    expect(net.callsTo("GET", "/api/update-logs")).toEqual([]);

    await act(() => router.navigate("/updateLog?from=menu"));
    expect(await screen.findByText("Release 5.3")).toBeTruthy();
    // The loader's address for the read (common/page-reads.ts), in the page's language.
    expect(net.callsTo("GET", "/api/update-logs").map((c) => c.url)).toEqual(["/api/update-logs?language=zh"]);

    await act(() => router.navigate("/updateLog"));
    await act(async () => {});
    expect(net.callsTo("GET", "/api/update-logs")).toHaveLength(2);
  });

  it("loads the reads a served value lacks (the Worker's seeded fallback) when the app starts", async () => {
    const net = stubFetch({ "GET /api/update-logs": () => ok([log("fresh")]) });
    served("/updateLog", {});
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("fresh")).toBeTruthy();
    expect(net.callsTo("GET", "/api/update-logs")).toHaveLength(1);
  });

  it("asks nothing again for the home page kept whole (decision 0072), but loads its reads where its copy came whole", () => {
    const home = pageAtOf("/pc_index", "", "zh");
    document.body.insertAdjacentHTML("beforeend", pageValueScript({ page: IN_HTML, products: [] }));
    expect(readPageValue(document, home)).toEqual({ value: { page: IN_HTML, products: [] }, partial: false });
    document.getElementById(PAGE_VALUE_ID)!.remove();
    // A read failed on the server: the page is the app's to render, its banners and news to load.
    document.body.insertAdjacentHTML("beforeend", pageValueScript({ page: { blocks: [] }, products: [], newsTop: [] }));
    expect(readPageValue(document, home).partial).toBe(true);
  });

  it("shows a read's failure as that read's error, and toasts the server's message (SPEC section 8)", async () => {
    const told: string[] = [];
    const stop = onApiError((e) => told.push(e.message));
    stubFetch({ "GET /api/update-logs": () => fail(500, "down") });
    served("/updateLog", {});
    expect(await screen.findByText("failed")).toBeTruthy();
    stop();
    expect(told).toEqual(["down"]);
  });

  it("does not show a value warmed for a link whose read failed: the navigation loads it again", async () => {
    let calls = 0;
    const net = stubFetch({ "GET /api/update-logs": () => (++calls === 1 ? fail(500, "down") : ok([log("Release 5.4")])) });
    const router = served("/updateLog", { updateLogs: [log("5.2")] });
    // A pointer rested on a link to another address of the page (src/app/use-warm-links.ts).
    warmValue(addressOf("/updateLog", "?from=menu", "zh"), () => loadInBrowser(pageAtOf("/updateLog", "?from=menu", "zh"), undefined, true));
    await vi.waitFor(() => expect(net.callsTo("GET", "/api/update-logs")).toHaveLength(1));
    await act(async () => {});
    await act(() => router.navigate("/updateLog?from=menu"));
    expect(await screen.findByText("Release 5.4")).toBeTruthy();
    expect(net.callsTo("GET", "/api/update-logs")).toHaveLength(2);
  });

  it("says nothing of a failed news read (SPEC section 8: news and product failures are silently ignored)", async () => {
    const told: string[] = [];
    const stop = onApiError((e) => told.push(e.message));
    const net = stubFetch({ "GET /api/news": () => fail(500, "news down"), "GET /api/update-logs": () => ok([log("5.3")]) });
    served("/pc_index/news", {});
    await act(async () => {});
    await vi.waitFor(() => expect(net.callsTo("GET", "/api/news").length).toBeGreaterThan(0));
    await act(async () => {});
    stop();
    expect(told).toEqual([]);
  });
});
