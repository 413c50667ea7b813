import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nProvider } from "../../src/i18n/i18n-context";
import { DownloadButton, type DownloadButtonProps } from "../../src/components/download-button/download-button";
import { ToastRegion } from "../../src/components/toast/toast-region";
import type { Lang } from "../../src/i18n/lang";

let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  saved = [];
  // jsdom has no object URLs and does not download: record what would have been saved.
  URL.createObjectURL = vi.fn(() => "blob:test");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute("href") ?? "", download: this.download });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderButton(props: DownloadButtonProps, lang: Lang = "en") {
  render(
    <I18nProvider initial={lang}>
      <DownloadButton {...props} />
      <ToastRegion />
    </I18nProvider>,
  );
}

describe("DownloadButton", () => {
  it("is disabled with the explanation as tooltip when there is no file", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    renderButton({ fileUrl: "" });
    const button = screen.getByRole("button", { name: "Download" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.getAttribute("title")).toBe("No download files available at the moment");
    expect(screen.getByRole("button", { description: "No download files available at the moment" })).toBe(button);
    fireEvent.click(button);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("uses the Chinese label and tooltip by default on the Chinese site", () => {
    renderButton({}, "zh");
    const button = screen.getByRole("button", { name: "下载" });
    expect(button.getAttribute("title")).toBe("暂无可下载文件");
  });

  it("shows a given label instead of the default", () => {
    renderButton({ fileUrl: "/files/a-12345678.zip", label: "Get the installer" });
    expect(screen.getByRole("button", { name: "Get the installer" })).toBeTruthy();
  });

  it("fetches the file and saves it under the name without the content hash", async () => {
    const fetchSpy = vi.fn(async () => new Response("%PDF-1.4 manual", { headers: { "Content-Length": "15", "Content-Type": "application/pdf" } }));
    vi.stubGlobal("fetch", fetchSpy);
    renderButton({ fileUrl: "/files/manuals/EICAD-User-Manual-3fa2c9d1.pdf", fileName: "EICAD-User-Manual-3fa2c9d1.pdf" });
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetchSpy).toHaveBeenCalledWith("/files/manuals/EICAD-User-Manual-3fa2c9d1.pdf", expect.anything());
    expect(saved[0]).toEqual({ href: "blob:test", download: "EICAD-User-Manual.pdf" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Download" }).getAttribute("aria-busy")).toBeNull());
  });

  it("keeps Chinese file names and takes the name from the URL when none is given", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("x")),
    );
    renderButton({ fileUrl: "/files/manuals/%E6%93%8D%E4%BD%9C%E6%89%8B%E5%86%8C-a1b2c3d4.pdf" });
    fireEvent.click(screen.getByRole("button", { name: /download/i }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].download).toBe("操作手册.pdf");
  });

  it("shows the progress while the file streams in", async () => {
    let push!: (chunk: Uint8Array | null) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => (chunk ? controller.enqueue(chunk) : controller.close());
      },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(body, { headers: { "Content-Length": "4" } })),
    );
    renderButton({ fileUrl: "/files/a-12345678.zip" });
    fireEvent.click(screen.getByRole("button", { name: /download/i }));
    await act(async () => push(new Uint8Array([1, 2])));
    await waitFor(() => expect(screen.getByRole("button", { name: /download/i }).textContent).toContain("Downloading 50%"));
    await act(async () => push(null));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it("shows the resource error toast when the request fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("gone", { status: 404 })),
    );
    renderButton({ fileUrl: "/files/missing-12345678.zip" }, "zh");
    fireEvent.click(screen.getByRole("button", { name: "下载" }));
    expect(await screen.findByText("资源请求错误")).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it("leaves files over 100 MB to the browser instead of buffering them", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    renderButton({ fileUrl: "/files/setup/Big-Installer-0badc0de.zip", size: 150 * 1024 * 1024 });
    fireEvent.click(screen.getByRole("button", { name: /download/i }));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(saved).toEqual([{ href: "/files/setup/Big-Installer-0badc0de.zip", download: "" }]);
  });
});
