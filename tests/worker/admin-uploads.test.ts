import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { MultipartCreated, MultipartState, Uploaded, UploadedPart } from "../../worker/schemas/admin-api.ts";
import { call } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3, 4]);
const MB = 1024 * 1024;

const upload = (body: Uint8Array | string, name: string, headers: Record<string, string> = {}) =>
  call("/api/admin/uploads", {
    method: "POST",
    headers: { ...AUTH, "Content-Type": "application/octet-stream", "X-File-Name": encodeURIComponent(name), ...headers },
    body,
  });

async function sha256(bytes: Uint8Array): Promise<string> {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A 7z-looking file of `size` bytes. */
function sevenZip(size: number, fill = 7): Uint8Array {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], 0);
  return bytes;
}

describe("POST /api/admin/uploads", () => {
  it("stores a PNG under a content-hashed key in images/, served back with its clean name", async () => {
    const res = await upload(PNG, "封面 Cover.png");
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: Uploaded }).data;
    const hash8 = (await sha256(PNG)).slice(0, 8);
    expect(data).toEqual({
      key: `images/封面-Cover-${hash8}.png`,
      path: `/files/images/${encodeURIComponent("封面-Cover")}-${hash8}.png`,
      size: PNG.length,
      contentType: "image/png",
    });
    const file = await call(data.path);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    // No temporary object is left behind.
    expect((await env.FILES.list({ prefix: "tmp/" })).objects).toHaveLength(0);
  });

  it("answers 415 for a PNG named .exe, an HTML file and an SVG, and stores nothing", async () => {
    const before = (await env.FILES.list()).objects.length;
    for (const [body, name] of [
      [PNG, "setup.exe"],
      ["<!doctype html><script>alert(1)</script>", "page.html"],
      ["<!doctype html><p>x</p>", "renamed.png"],
      ['<svg xmlns="http://www.w3.org/2000/svg"/>', "logo.svg"],
    ] as const) {
      const res = await upload(body, name);
      expect(res.status, name).toBe(415);
      expect(((await res.json()) as { code: number }).code).toBe(20001);
    }
    expect((await env.FILES.list()).objects.length).toBe(before);
  });

  it("answers 413 when the declared size is over 100 MB, before reading it", async () => {
    const body = new ReadableStream({
      start: (c) => {
        c.enqueue(PNG);
        c.close();
      },
    });
    const res = await call("/api/admin/uploads", {
      method: "POST",
      headers: { ...AUTH, "X-File-Name": "big.png", "Content-Length": String(100 * MB + 1) },
      body,
      // @ts-expect-error: workerd needs duplex for a streamed request body
      duplex: "half",
    });
    expect(res.status).toBe(413);
  });

  it("lists stored files by folder with their clean names", async () => {
    const res = await call("/api/admin/uploads?folder=images", { headers: AUTH });
    const { list } = ((await res.json()) as { data: { list: { key: string; fileName: string; contentType: string }[] } }).data;
    const cover = list.find((f) => f.key.startsWith("images/封面-Cover-"));
    expect(cover).toMatchObject({ fileName: "封面-Cover.png", contentType: "image/png" });
    expect(list.every((f) => f.key.startsWith("images/"))).toBe(true);
  });

  it("needs the admin token", async () => {
    expect((await call("/api/admin/uploads", { method: "POST", body: PNG })).status).toBe(401);
  });
});

describe("multipart uploads", () => {
  const mp = (path: string, init: RequestInit = {}) => call(`/api/admin/uploads/multipart${path}`, { ...init, headers: { ...AUTH, ...(init.headers ?? {}) } });

  const create = async (fileName: string, extra: Record<string, unknown> = {}) => {
    const res = await mp("", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ fileName, ...extra }) });
    expect(res.status).toBe(200);
    const created = ((await res.json()) as { data: MultipartCreated }).data;
    return { ...created, id: encodeURIComponent(created.uploadId), q: `?key=${encodeURIComponent(created.key)}` };
  };
  const putPart = async (u: { id: string; q: string }, n: number, body: Uint8Array | string) => {
    const res = await mp(`/${u.id}/${n}${u.q}`, { method: "PUT", body });
    expect(res.status, `part ${n}`).toBe(200);
    return ((await res.json()) as { data: UploadedPart }).data;
  };
  const complete = (u: { id: string; q: string }, parts: { partNumber: number; etag: string }[]) =>
    mp(`/${u.id}/complete${u.q}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ parts: parts.map(({ partNumber, etag }) => ({ partNumber, etag })) }),
    });
  /** Keys of every stored object outside the temporary folder. */
  const publicKeys = async () =>
    (await env.FILES.list({ limit: 1000 })).objects
      .map((o) => o.key)
      .filter((k) => !k.startsWith("tmp/"))
      .sort();
  const bytesAt = async (key: string) => new Uint8Array(await (await call(`/files/${key}`)).arrayBuffer());

  it("creates, takes parts, lists them for a resume, completes into the key of the content's own hash", async () => {
    const whole = new Uint8Array(5 * MB + 1234);
    whole.set(sevenZip(5 * MB), 0);
    whole.fill(9, 5 * MB);
    const digest = await sha256(whole);
    // The client's claimed hash is not trusted: the server hashes what it stored.
    const u = await create("EICAD Setup.7z", { sha256: "ab".repeat(32) });
    const { uploadId, key, id, q } = u;
    expect(key).toMatch(/^tmp\//);

    const p1 = await putPart(u, 1, whole.slice(0, 5 * MB));
    expect(p1).toMatchObject({ partNumber: 1, size: 5 * MB });
    // An upload in flight is nobody's file.
    expect((await call(`/files/${key}`)).status).toBe(404);

    // A dropped connection: the client asks what arrived and sends only the rest.
    const state = ((await (await mp(`/${id}${q}`)).json()) as { data: MultipartState }).data;
    expect(state).toMatchObject({ uploadId, key, fileName: "EICAD Setup.7z", parts: [p1] });

    const p2 = await putPart(u, 2, whole.slice(5 * MB));
    const done = await complete(u, [p2, p1]);
    expect(done.status).toBe(200);
    const finalKey = `installers/EICAD-Setup-${digest.slice(0, 8)}.7z`;
    expect(((await done.json()) as { data: Uploaded }).data).toEqual({
      key: finalKey,
      path: `/files/${finalKey}`,
      size: whole.length,
      contentType: "application/x-7z-compressed",
    });
    const file = await call(`/files/${finalKey}`);
    expect(file.headers.get("Content-Disposition")).toContain('filename="EICAD-Setup.7z"');
    expect(await sha256(new Uint8Array(await file.arrayBuffer()))).toBe(digest);
    // Finished uploads are forgotten, and so are their temporary objects.
    expect((await mp(`/${id}${q}`)).status).toBe(404);
    expect((await env.FILES.list({ prefix: "tmp/" })).objects).toHaveLength(0);
    const audit = (await (await call("/api/admin/audit?resource=uploads", { headers: AUTH })).json()) as { data: { action: string; resourceId: string }[] };
    expect(audit.data).toContainEqual(expect.objectContaining({ action: "upload", resourceId: finalKey }));
  });

  it("a part 2 of HTML aimed at a published PDF's hash, completed without part 1, replaces nothing (400)", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.7 the published manual");
    const published = ((await (await upload(pdf, "Manual.pdf")).json()) as { data: Uploaded }).data;
    const before = await publicKeys();
    const u = await create("Manual.pdf", { sha256: await sha256(pdf) });
    const html = "<!doctype html><script>alert(document.cookie)</script>";
    const p2 = await putPart(u, 2, html);
    const done = await complete(u, [p2]);
    expect(done.status).toBe(400);
    expect(((await done.json()) as { code: number }).code).toBe(20001);
    // The published file is byte for byte what it was, and no new public object appeared.
    expect(await bytesAt(published.key)).toEqual(pdf);
    expect(await publicKeys()).toEqual(before);
    // Aiming the calls at the published key itself finds no upload.
    expect((await mp(`/${u.id}/1?key=${encodeURIComponent(published.key)}`, { method: "PUT", body: pdf })).status).toBe(404);
    expect(
      (
        await mp(`/${u.id}/complete?key=${encodeURIComponent(published.key)}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ parts: [{ partNumber: 2, etag: p2.etag }] }),
        })
      ).status,
    ).toBe(404);
    expect(await bytesAt(published.key)).toEqual(pdf);
  });

  it("checks the completed object's first bytes again: a part 1 that bypassed the check is refused (415), nothing kept", async () => {
    const before = await publicKeys();
    const u = await create("Guide.pdf");
    // A part stored behind the API's back (the check on PUT is not the only line).
    const part = await env.FILES.resumeMultipartUpload(u.key, u.uploadId).uploadPart(1, "<!doctype html><p>not a pdf</p>");
    const done = await complete(u, [part]);
    expect(done.status).toBe(415);
    expect(((await done.json()) as { code: number }).code).toBe(20001);
    expect(await publicKeys()).toEqual(before);
    expect((await env.FILES.list({ prefix: "tmp/" })).objects).toHaveLength(0);
    expect((await mp(`/${u.id}${u.q}`)).status).toBe(404);
  });

  it("the same content again (in parts or in one request) answers the same key and keeps one object", async () => {
    const bytes = sevenZip(5 * MB + 10, 3);
    const key = `installers/Same-${(await sha256(bytes)).slice(0, 8)}.7z`;
    for (let round = 0; round < 2; round++) {
      const u = await create("Same.7z");
      const parts = [await putPart(u, 1, bytes.slice(0, 5 * MB)), await putPart(u, 2, bytes.slice(5 * MB))];
      const done = await complete(u, parts);
      expect(done.status, `round ${round}`).toBe(200);
      expect(((await done.json()) as { data: Uploaded }).data).toMatchObject({ key, size: bytes.length });
    }
    expect(((await (await upload(bytes, "Same.7z")).json()) as { data: Uploaded }).data.key).toBe(key);
    expect((await publicKeys()).filter((k) => k.startsWith("installers/Same-"))).toEqual([key]);
    expect(await bytesAt(key)).toEqual(bytes);
    expect((await env.FILES.list({ prefix: "tmp/" })).objects).toHaveLength(0);
  });

  it("never replaces a different object already under the content's key (409), in parts or in one request", async () => {
    const bytes = sevenZip(300, 4);
    const key = `installers/Taken-${(await sha256(bytes)).slice(0, 8)}.7z`;
    // Other bytes under the same 32-bit hash prefix (a collision, or an object put there by hand).
    const other = sevenZip(300, 5);
    await env.FILES.put(key, other);
    const single = await upload(bytes, "Taken.7z");
    expect(single.status).toBe(409);
    expect(((await single.json()) as { code: number }).code).toBe(20001);
    const u = await create("Taken.7z");
    expect((await complete(u, [await putPart(u, 1, bytes)])).status).toBe(409);
    expect(new Uint8Array(await (await env.FILES.get(key))!.arrayBuffer())).toEqual(other);
    expect((await env.FILES.list({ prefix: "tmp/" })).objects).toHaveLength(0);
  });

  it("refuses a first part whose bytes are not what the name says (415), and a wrong key (404)", async () => {
    const { key, id } = await create("tool.zip");
    expect((await mp(`/${id}/1?key=${encodeURIComponent(key)}`, { method: "PUT", body: "<html>not a zip</html>" })).status).toBe(415);
    expect((await mp(`/${id}/1?key=other.zip`, { method: "PUT", body: sevenZip(10) })).status).toBe(404);
    expect((await mp("", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ fileName: "page.html" }) })).status).toBe(
      415,
    );
  });

  it("aborts an upload: it is forgotten and recorded in the audit log", async () => {
    const before = await publicKeys();
    const u = await create("Manual.pdf");
    const { key, id, q } = u;
    const part = await putPart(u, 1, "%PDF-1.7 tiny");
    expect((await mp(`/${id}${q}`, { method: "DELETE" })).status).toBe(200);
    expect((await mp(`/${id}${q}`)).status).toBe(404);
    // Gone at R2 too: completing it now finds nothing, and nothing was published.
    expect((await complete(u, [part])).status).toBe(404);
    await expect(env.FILES.resumeMultipartUpload(key, u.uploadId).complete([part])).rejects.toThrow();
    expect(await publicKeys()).toEqual(before);
    const audit = (await (await call("/api/admin/audit?resource=uploads", { headers: AUTH })).json()) as { data: { action: string; resourceId: string }[] };
    expect(audit.data).toContainEqual(expect.objectContaining({ action: "abort-upload", resourceId: key }));
  });
});

/** A minimal MP4: ftyp, then a moov box whose movie header says `seconds` at timescale 1000. */
function mp4(seconds: number): Uint8Array {
  const box = (type: string, body: Uint8Array) => {
    const out = new Uint8Array(8 + body.length);
    new DataView(out.buffer).setUint32(0, out.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(body, 8);
    return out;
  };
  const mvhd = new Uint8Array(100);
  const view = new DataView(mvhd.buffer);
  view.setUint32(12, 1000); // timescale (version 0)
  view.setUint32(16, seconds * 1000); // duration
  const ftyp = box("ftyp", new TextEncoder().encode("isom\0\0\0\0isommp41"));
  const moov = box("moov", box("mvhd", mvhd));
  const mdat = box("mdat", new Uint8Array(64));
  const out = new Uint8Array(ftyp.length + mdat.length + moov.length);
  out.set(ftyp, 0);
  out.set(mdat, ftyp.length);
  out.set(moov, ftyp.length + mdat.length);
  return out;
}

describe("files behind content", () => {
  const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(path, { method, headers: { ...AUTH, "Content-Type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

  it("reads a video's duration from the uploaded MP4 (moov after the media data)", async () => {
    const up = ((await (await upload(mp4(83), "Lesson 1.mp4")).json()) as { data: Uploaded }).data;
    expect(up).toMatchObject({ contentType: "video/mp4", durationSeconds: 83 });
    expect(up.key).toMatch(/^videos\/Lesson-1-[0-9a-f]{8}\.mp4$/);
    const cover = ((await (await upload(PNG, "lesson-cover.png")).json()) as { data: Uploaded }).data;
    const res = await json("POST", "/api/admin/videos", {
      title: { zh: "第一课", en: "Lesson one" },
      intro: { zh: "简介", en: "Intro" },
      videoPath: up.path,
      coverPath: cover.path,
      status: "published",
    });
    expect(res.status).toBe(200);
    const { id } = ((await res.json()) as { data: { id: number } }).data;
    const video = (await (await call(`/api/videos?language=en`)).json()) as { data: { id: number; durationSeconds: number; videoPath: string }[] };
    expect(video.data.find((v) => v.id === id)).toMatchObject({ durationSeconds: 83, videoPath: up.path });
  });

  it("replacing a software file keeps the old object while another entry or a kept revision names it, and deletes it once nothing does", async () => {
    const old = ((await (await upload(sevenZip(100, 1), "Tool Setup.7z")).json()) as { data: Uploaded }).data;
    const next = ((await (await upload(sevenZip(200, 2), "Tool Setup.7z")).json()) as { data: Uploaded }).data;
    expect(next.key).not.toBe(old.key);
    const entry = (fileKey: string) => ({
      kind: "software",
      name: { zh: "工具", en: "Tool" },
      version: "1.0",
      fileKey,
      summary: { zh: "", en: "" },
      description: { zh: "", en: "" },
      status: "published",
    });
    const created = ((await (await json("POST", "/api/admin/software", entry(old.key))).json()) as { data: { id: number } }).data;
    // A second entry (say, the manual page's copy) still points at the old file.
    const twin = ((await (await json("POST", "/api/admin/software", entry(old.key))).json()) as { data: { id: number } }).data;
    expect((await json("PUT", `/api/admin/software/${created.id}`, { ...entry(next.key), version: "2.0" }, { "If-Match": "1" })).status).toBe(200);
    expect(await env.FILES.head(old.key)).not.toBeNull();
    const item = (await (await call(`/api/software/${created.id}`)).json()) as { data: { size: number; version: string; fileName: string } };
    expect(item.data).toMatchObject({ size: 200, version: "2.0", fileName: "Tool-Setup.7z" });
    expect((await json("DELETE", `/api/admin/software/${twin.id}`)).status).toBe(200);
    // The first entry's earlier revision still names the old file, so restoring it can bring the file back.
    expect(await env.FILES.head(old.key)).not.toBeNull();
    expect(await env.FILES.head(next.key)).not.toBeNull();
    // Deleting the entry deletes its revisions: nothing names either file any more.
    expect((await json("DELETE", `/api/admin/software/${created.id}`)).status).toBe(200);
    expect(await env.FILES.head(old.key)).toBeNull();
    expect(await env.FILES.head(next.key)).toBeNull();
  });
});
