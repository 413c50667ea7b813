import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChunkLoadError, CSS_CHUNK_CODE, loadChunk, RELOAD_GUARD_KEY, reloadOnceForStaleChunk, toChunkLoadError } from "../../src/app/chunk-load";
import { ChunkLoader } from "../../src/components/chunk-loader/chunk-loader";
import { I18nProvider } from "../../src/i18n/i18n-context";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function Hello({ who }: { who: string }) {
  return <p>Hello {who}</p>;
}

describe("ChunkLoader", () => {
  it("shows Loading, then a failed state with a retry that loads the chunk", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let attempts = 0;
    const load = () => (++attempts === 1 ? Promise.reject(new Error("boom")) : Promise.resolve({ default: Hello }));
    render(
      <I18nProvider initial="en">
        <ChunkLoader load={load} request="page:test" props={{ who: "engineer" }} />
      </I18nProvider>,
    );
    expect(screen.getByText("Loading")).toBeTruthy();
    expect(await screen.findByText("This part of the page could not be loaded.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Hello engineer")).toBeTruthy();
    expect(attempts).toBe(2);
  });
});

describe("ChunkLoader, a chunk its section reads while rendering", () => {
  it("shows that chunk's failure (e.g. the page's copy in the other language) with a retry that loads it again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    let copyLoads = 0;
    let copy: string | undefined;
    function Page() {
      if (copy === undefined) throw new ChunkLoadError("error", "content:eicad:en");
      return <p>{copy}</p>;
    }
    const load = async () => {
      if (++copyLoads > 1) copy = "English copy";
      return { default: Page };
    };
    render(
      <I18nProvider initial="en">
        <ChunkLoader load={load} request="page:eicad" props={{}} />
      </I18nProvider>,
    );
    expect(await screen.findByText("This part of the page could not be loaded.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("English copy")).toBeTruthy();
  });

  it("passes any other render error on to the route's error boundary", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): never {
      throw new Error("a bug");
    }
    const { RouteErrorBoundary } = await import("../../src/app/route-error");
    const { MemoryRouter } = await import("react-router");
    render(
      <I18nProvider initial="en">
        <MemoryRouter>
          <RouteErrorBoundary>
            <ChunkLoader load={async () => ({ default: Broken })} request="page:broken" props={{}} />
          </RouteErrorBoundary>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(await screen.findByRole("button", { name: "Reload page" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});

describe("loadChunk", () => {
  it("fails with type 'timeout' after 120000 ms", async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => {}), "/assets/slow.js");
    let done = false;
    pending.catch(() => (done = true));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toMatchObject({ name: "ChunkLoadError", type: "timeout", request: "/assets/slow.js" });
  });

  it("reports 'missing' with the address when the server no longer has the chunk", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 404 })),
    );
    const err = new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/news-page-1a2b3c.js");
    await expect(loadChunk(() => Promise.reject(err), "page:news")).rejects.toMatchObject({
      type: "missing",
      request: "http://localhost/assets/news-page-1a2b3c.js",
    });
  });

  it("reports 'error' when the chunk exists but failed anyway", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 200, headers: { "content-type": "text/javascript" } })),
    );
    const err = new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/a.js");
    await expect(loadChunk(() => Promise.reject(err), "page:a")).rejects.toMatchObject({ type: "error" });
  });

  it("marks a failed style sheet with 'CSS chunk load failed'", () => {
    const err = toChunkLoadError(new Error("Unable to preload CSS for /assets/home-page-9f8e.css"), "page:home");
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect(err.code).toBe(CSS_CHUNK_CODE);
    expect(err.request).toBe("/assets/home-page-9f8e.css");
  });
});

describe("stale chunk recovery", () => {
  it("reloads once for a missing chunk, never twice in a row", () => {
    const reload = vi.fn();
    const missing = new ChunkLoadError("missing", "/assets/x.js");
    expect(reloadOnceForStaleChunk(missing, reload)).toBe(true);
    expect(reloadOnceForStaleChunk(missing, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload for other failures, and re-arms after a chunk loads", async () => {
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk(new ChunkLoadError("timeout", "/assets/x.js"), reload)).toBe(false);
    sessionStorage.setItem(RELOAD_GUARD_KEY, "1");
    await loadChunk(() => Promise.resolve({ default: Hello }), "page:ok");
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull();
    expect(reloadOnceForStaleChunk(new ChunkLoadError("missing", "/assets/x.js"), reload)).toBe(true);
  });
});
