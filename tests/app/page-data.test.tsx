// A section's first render starts from the answer the server HTML carried (docs/decisions/0028):
// no request on that mount; a later change of what it loads asks the API as before.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGE_DATA_ID, pageDataScript } from "../../common/page-document";
import { updateLogsRead, type ApiRead } from "../../src/lib/api";
import { PageDataProvider, readPageData } from "../../src/lib/page-data";
import { useApiData } from "../../src/lib/use-api-data";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById(PAGE_DATA_ID)?.remove();
});

type Logs = { title: string }[];

function Logs({ read }: { read: ApiRead<Logs> }) {
  const { data, loading } = useApiData(read, [read.key]);
  return <p>{loading ? "loading" : (data ?? []).map((l) => l.title).join(", ")}</p>;
}

const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, success: true, msg: "ok", data }), { headers: { "Content-Type": "application/json" } });

/** The page's data script, as the Worker writes it after #root. */
function serverSeed(answers: Record<string, unknown>) {
  document.body.insertAdjacentHTML("beforeend", pageDataScript(answers));
  return readPageData(document);
}

describe("useApiData with the server's answers", () => {
  it("renders the answer at once without a request, and fetches when the read changes", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => answer([{ title: "Release 5.3" }]));
    vi.stubGlobal("fetch", fetch);
    const zh = updateLogsRead({ language: "zh" });
    const seed = serverSeed({ [zh.key]: [{ title: "5.2 </script> 版本" }] });
    const { rerender } = render(
      <PageDataProvider data={seed}>
        <Logs read={zh} />
      </PageDataProvider>,
    );
    expect(screen.getByText("5.2 </script> 版本")).toBeTruthy();
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();

    rerender(
      <PageDataProvider data={seed}>
        <Logs read={updateLogsRead({ language: "en" })} />
      </PageDataProvider>,
    );
    expect(await screen.findByText("Release 5.3")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/update-logs?language=en");
  });

  it("uses an answer once: a later mount of the same read asks the API", async () => {
    const fetch = vi.fn(async () => answer([{ title: "fresh" }]));
    vi.stubGlobal("fetch", fetch);
    const read = updateLogsRead({ language: "zh" });
    const seed = serverSeed({ [read.key]: [{ title: "served" }] });
    const first = render(
      <PageDataProvider data={seed}>
        <Logs read={read} />
      </PageDataProvider>,
    );
    expect(screen.getByText("served")).toBeTruthy();
    await act(async () => {});
    first.unmount();
    render(
      <PageDataProvider data={seed}>
        <Logs read={read} />
      </PageDataProvider>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("fresh")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
