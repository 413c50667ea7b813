// Browser uploads of the admin: small files in one request with progress; large ones in parts, and
// after a dropped connection the next try asks the server which parts it has and sends only the rest.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resumeKey, uploadFile } from "../../src/admin/lib/upload";

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  size: number;
  body: unknown;
}

/** A stand-in for XMLHttpRequest: `answer` decides each request's fate; every request is recorded. */
function fakeXhr(answer: (req: Sent) => { status: number; data?: unknown } | "network-error") {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private req: Sent = { method: "", url: "", headers: {}, size: 0, body: undefined };
    open(method: string, url: string) {
      this.req = { ...this.req, method, url };
    }
    setRequestHeader(k: string, v: string) {
      this.req.headers[k] = v;
    }
    abort() {
      this.onabort?.();
    }
    send(body: Blob | string) {
      const size = typeof body === "string" ? body.length : body.size;
      this.req = { ...this.req, size, body: typeof body === "string" && body ? JSON.parse(body) : undefined };
      sent.push(this.req);
      const outcome = answer(this.req);
      queueMicrotask(() => {
        if (outcome === "network-error") return this.onerror?.();
        this.upload.onprogress?.({ loaded: size });
        this.status = outcome.status;
        this.responseText = JSON.stringify({
          code: outcome.status === 200 ? 200 : outcome.status,
          success: outcome.status === 200,
          msg: "x",
          data: outcome.data,
        });
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

const SIZES = { singleMax: 1000, partBytes: 400 };
const file = (size: number, name = "EICAD-Setup.exe") => new File([new Uint8Array(size)], name, { lastModified: 1_700_000_000_000 });
const pathOf = (url: string) => new URL(url, "http://x").pathname;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem("adminToken", "tok");
});
afterEach(() => vi.unstubAllGlobals());

describe("admin uploads", () => {
  it("sends a small file in one request with its name, type and the token, reporting progress", async () => {
    const sent = fakeXhr(() => ({
      status: 200,
      data: { key: "images/a-1a2b3c4d.png", path: "/files/images/a-1a2b3c4d.png", size: 10, contentType: "image/png" },
    }));
    const progress: number[] = [];
    const up = await uploadFile(new File([new Uint8Array(10)], "封面 图.png", { type: "image/png" }), (s) => progress.push(s), undefined, SIZES);
    expect(up.path).toBe("/files/images/a-1a2b3c4d.png");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toMatchObject({ Authorization: "Bearer tok", "Content-Type": "image/png", "X-File-Name": encodeURIComponent("封面 图.png") });
    expect(progress.at(-1)).toBe(10);
  });

  const TMP = "tmp/5f0c2b1e-0000-4000-8000-000000000000";

  it("sends a large file in parts and resumes after a dropped connection without resending stored parts", async () => {
    const stored = new Map<number, string>();
    let dropPart3 = true;
    const sent = fakeXhr((req) => {
      const path = pathOf(req.url);
      // The server names a temporary key at creation; the file's own key comes with completion.
      if (req.method === "POST" && path === "/api/admin/uploads/multipart") return { status: 200, data: { uploadId: "up/1+", key: TMP } };
      const part = /\/multipart\/([^/]+)\/(\d+)$/.exec(path);
      if (req.method === "PUT" && part) {
        expect(decodeURIComponent(part[1]!)).toBe("up/1+");
        const n = Number(part[2]);
        if (n === 3 && dropPart3) {
          dropPart3 = false;
          return "network-error";
        }
        stored.set(n, `etag-${n}`);
        return { status: 200, data: { partNumber: n, etag: `etag-${n}`, size: req.size } };
      }
      if (req.method === "GET")
        return {
          status: 200,
          data: { uploadId: "up/1+", key: TMP, fileName: "EICAD-Setup.exe", parts: [...stored].map(([partNumber, etag]) => ({ partNumber, etag, size: 400 })) },
        };
      if (req.method === "POST" && path.endsWith("/complete"))
        return {
          status: 200,
          data: {
            key: "installers/EICAD-Setup-0badc0de.exe",
            path: "/files/installers/EICAD-Setup-0badc0de.exe",
            size: 1100,
            contentType: "application/vnd.microsoft.portable-executable",
          },
        };
      return { status: 404 };
    });
    const big = file(1100); // parts of 400, 400, 300

    await expect(uploadFile(big, () => {}, undefined, SIZES)).rejects.toThrow();
    expect(JSON.parse(localStorage.getItem(resumeKey(big))!)).toMatchObject({ uploadId: "up/1+", parts: [{ partNumber: 1 }, { partNumber: 2 }] });

    const before = sent.length;
    const progress: number[] = [];
    const up = await uploadFile(big, (s) => progress.push(s), undefined, SIZES);
    const retry = sent.slice(before).map((r) => `${r.method} ${pathOf(r.url).replace("/api/admin/uploads/multipart", "")}`);
    expect(retry).toEqual(["GET /up%2F1%2B", "PUT /up%2F1%2B/3", "POST /up%2F1%2B/complete"]);
    expect(sent.at(-1)!.body).toEqual({ parts: [1, 2, 3].map((n) => ({ partNumber: n, etag: `etag-${n}` })) });
    expect(sent.filter((r) => r.method === "PUT").map((r) => r.size)).toEqual([400, 400, 300, 300]);
    expect(progress[0]).toBe(800); // resumed at the stored parts
    expect(up).toMatchObject({ key: "installers/EICAD-Setup-0badc0de.exe", path: "/files/installers/EICAD-Setup-0badc0de.exe" });
    expect(sent.slice(1).every((r) => new URL(r.url, "http://x").searchParams.get("key") === TMP)).toBe(true);
    expect(localStorage.getItem(resumeKey(big))).toBeNull();
  });
});
