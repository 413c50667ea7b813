import { beforeAll, describe, expect, it } from "vitest";
import { call, putFile } from "./fixtures.ts";

const PDF_KEY = "manuals/EICAD-User-Manual-3fa2c9d1.pdf";
const PDF_BODY = "0123456789abcdefghij"; // 20 bytes
const CN_KEY = "manuals/道路设计用户手册-9f8e7d6c.pdf";
const IMG_KEY = "img/banner-home-1a2b3c4d.png";

const url = (key: string) => `/files/${key.split("/").map(encodeURIComponent).join("/")}`;

beforeAll(async () => {
  await putFile(PDF_KEY, PDF_BODY, "application/pdf");
  await putFile(CN_KEY, "中文内容");
  await putFile(IMG_KEY, new Uint8Array([137, 80, 78, 71]), "image/png");
});

describe("/files sandbox", () => {
  const SANDBOX = "default-src 'none'; sandbox";

  it("adds the sandbox policy and nosniff to every answer, 404s included", async () => {
    for (const path of [url(PDF_KEY), url(IMG_KEY), "/files/manuals/missing-00000000.pdf"]) {
      const res = await call(path);
      expect(res.headers.get("Content-Security-Policy")).toContain(SANDBOX);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });

  it.each([
    ["uploads/page-1a2b3c4d.html", "text/html; charset=utf-8"],
    ["uploads/page-1a2b3c4d.xhtml", "application/xhtml+xml"],
    ["uploads/app-1a2b3c4d.js", "text/javascript"],
    ["uploads/app-1a2b3c4d.bin", "application/javascript"],
    ["uploads/trick-1a2b3c4d.htm", "application/octet-stream"],
    ["uploads/feed-1a2b3c4d.xml", "application/xml"],
  ])("never serves %s (%s): 404", async (key, type) => {
    await putFile(key, "<script>alert(document.cookie)</script>", type);
    for (const method of ["GET", "HEAD"]) {
      const res = await call(url(key), { method });
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).not.toContain("html");
    }
  });

  it("serves SVG images (the pages use them) inline under the sandbox policy", async () => {
    const key = await putFile("covers/News-1a2b3c4d.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml");
    const res = await call(url(key));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(res.headers.get("Content-Security-Policy")).toContain(SANDBOX);
  });
});

describe("GET /files/<key>", () => {
  it("streams the object with type, length, validators and an immutable cache policy", async () => {
    const res = await call(url(PDF_KEY));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(PDF_BODY);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Length")).toBe("20");
    expect(res.headers.get("ETag")).toMatch(/^"[^"]+"$/);
    expect(new Date(res.headers.get("Last-Modified")!).getTime()).not.toBeNaN();
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("names the download without the content hash", async () => {
    const res = await call(url(PDF_KEY));
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="EICAD-User-Manual.pdf"; filename*=UTF-8''EICAD-User-Manual.pdf`);
  });

  it("keeps a Chinese file name through RFC 5987 encoding, with an ASCII fallback", async () => {
    const res = await call(url(CN_KEY));
    expect(res.status).toBe(200);
    const disposition = res.headers.get("Content-Disposition")!;
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent("道路设计用户手册.pdf")}`);
    expect(disposition).toMatch(/^attachment; filename="download\.pdf";/);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
  });

  it("serves images inline", async () => {
    const res = await call(url(IMG_KEY));
    expect(res.headers.get("Content-Disposition")).toMatch(/^inline; filename="banner-home.png"/);
    expect(res.headers.get("Content-Type")).toBe("image/png");
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await call(url(PDF_KEY), { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Length")).toBe("20");
    expect(await res.text()).toBe("");
  });

  it("answers 304 when If-None-Match carries the current ETag", async () => {
    const etag = (await call(url(PDF_KEY))).headers.get("ETag")!;
    const res = await call(url(PDF_KEY), { headers: { "If-None-Match": etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
    expect((await call(url(PDF_KEY), { headers: { "If-None-Match": '"other"' } })).status).toBe(200);
  });

  it.each([
    ["bytes=2-5", "2345", "bytes 2-5/20"],
    ["bytes=15-", "fghij", "bytes 15-19/20"],
    ["bytes=-3", "hij", "bytes 17-19/20"],
    ["bytes=18-100", "ij", "bytes 18-19/20"],
  ])("answers 206 with the slice for Range %s", async (range, body, contentRange) => {
    const res = await call(url(PDF_KEY), { headers: { Range: range } });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe(body);
    expect(res.headers.get("Content-Range")).toBe(contentRange);
    expect(res.headers.get("Content-Length")).toBe(String(body.length));
  });

  it("answers 416 for a range past the end", async () => {
    const res = await call(url(PDF_KEY), { headers: { Range: "bytes=20-30" } });
    expect(res.status).toBe(416);
    expect(res.headers.get("Content-Range")).toBe("bytes */20");
  });

  it("answers 404 for a missing key", async () => {
    const res = await call("/files/manuals/missing-00000000.pdf");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
  });

  it.each([
    ["a parent segment", "/files/manuals/..%2F..%2Fsecret.txt"],
    ["a leading slash", "/files//manuals/EICAD-User-Manual-3fa2c9d1.pdf"],
    ["an encoded leading slash", "/files/%2Fmanuals/EICAD-User-Manual-3fa2c9d1.pdf"],
    ["a backslash", "/files/manuals%5CEICAD-User-Manual-3fa2c9d1.pdf"],
    ["a control character", "/files/manuals/EICAD%00-User-Manual-3fa2c9d1.pdf"],
    ["broken percent-encoding", "/files/manuals/%E0%A4%A.pdf"],
  ])("answers 404 for a key with %s", async (_what, path) => {
    expect((await call(path)).status).toBe(404);
  });

  it("answers 404 for a traversal even when the target exists", async () => {
    await putFile("manuals/../secret.txt", "top secret");
    const res = await call("/files/manuals/..%2Fsecret.txt");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("top secret");
  });
});
