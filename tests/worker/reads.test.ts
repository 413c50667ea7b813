import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getJson, nextIp, seedContent } from "./fixtures.ts";

beforeAll(seedContent);

describe("GET /api/site", () => {
  it("answers the Chinese settings by default and the English ones for ?language=en", async () => {
    const zh = await getJson<{ brandName: string; facts: { value: string; label: string }[] }>("/api/site");
    expect(zh.res.status).toBe(200);
    expect(zh.body).toMatchObject({ code: 200, success: true, msg: "ok" });
    expect(zh.body.data).toMatchObject({ brandName: "路软科技", hotline: "400-800-1234", qrPath: "/files/img/qr-1a2b3c4d.png" });
    expect(zh.body.data!.facts).toEqual([{ value: "2018", label: "成立" }]);
    const en = await getJson<{ brandName: string }>("/api/site?language=en");
    expect(en.body.data!.brandName).toBe("RoadSoft");
  });

  it("uses Accept-Language when there is no language query, and the query wins over it", async () => {
    expect((await getJson<{ brandName: string }>("/api/site", { "Accept-Language": "en-GB,en;q=0.9" })).body.data!.brandName).toBe("RoadSoft");
    expect((await getJson<{ brandName: string }>("/api/site?language=zh", { "Accept-Language": "en" })).body.data!.brandName).toBe("路软科技");
  });

  it("is cacheable for a short time and varies by language", async () => {
    const { res } = await getJson("/api/site");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=15");
    expect(res.headers.get("Vary")).toContain("Accept-Language");
  });
});

describe("GET /api/banners", () => {
  it("lists slides in display order with the contract's field names", async () => {
    const { body } = await getJson<Record<string, unknown>[]>("/api/banners?language=en");
    expect(body.data!.map((b) => b.id)).toEqual([2, 1]);
    expect(body.data![0]).toEqual({
      id: 2,
      carouselBgUrlIdList: [{ path: "/files/video/b2-bbbbbbbb.mp4" }],
      carouselBgType: "2",
      posterPath: "/files/img/p2-cccccccc.jpg",
      jumpToUrl: "/dtwin",
      bigHeadline: "Digital twin",
      subtitle: "Sub two",
      description: "Desc two",
      buttonLabels: ["Learn more"],
    });
    expect(body.data![1]!.buttonLabels).toEqual(["Learn more", "Contact us"]);
  });

  it("hides unpublished slides", async () => {
    await env.DB.prepare("UPDATE banners SET published = 0 WHERE id = 1").run();
    const { body } = await getJson<{ id: number }[]>("/api/banners");
    expect(body.data!.map((b) => b.id)).toEqual([2]);
    await env.DB.prepare("UPDATE banners SET published = 1 WHERE id = 1").run();
  });
});

describe("GET /api/news/top", () => {
  it("answers the three latest published items", async () => {
    const { body } =
      await getJson<{ id: number; title: string; coverUrlIdList: { path: string }[]; tab: string; effectiveTime: string }[]>("/api/news/top?language=en");
    expect(body.data!.map((n) => n.id)).toEqual([13, 12, 11]);
    expect(body.data![0]).toEqual({
      id: 13,
      title: "News 13",
      subtitle: "Subtitle",
      effectiveTime: "2026-01-13T09:00:00.000Z",
      coverUrlIdList: [{ path: "/files/news/n13-abcdef13.jpg" }],
      tab: "industry",
    });
  });
});

describe("GET /api/news", () => {
  it("pages newest first with ten items by default, skipping unpublished ones", async () => {
    const { body } = await getJson<{ list: { id: number }[]; total: number; pageIndex: number; pageSize: number }>("/api/news");
    expect(body.data!.total).toBe(12);
    expect(body.data!.pageIndex).toBe(1);
    expect(body.data!.pageSize).toBe(10);
    expect(body.data!.list.map((n) => n.id)).toEqual([13, 12, 11, 10, 9, 8, 6, 5, 4, 3]);
    const page2 = await getJson<{ list: { id: number }[] }>("/api/news?pageIndex=2");
    expect(page2.body.data!.list.map((n) => n.id)).toEqual([2, 1]);
  });

  it("filters by tab", async () => {
    const { body } = await getJson<{ list: { id: number; tab: string }[]; total: number }>("/api/news?tab=company&pageSize=50");
    expect(body.data!.list.map((n) => n.id)).toEqual([11, 6, 1]);
    expect(body.data!.total).toBe(3);
  });

  it.each([
    ["pageIndex=0", "pageIndex"],
    ["pageSize=51", "pageSize"],
    ["pageSize=0", "pageSize"],
    ["pageIndex=abc", "pageIndex"],
    ["tab=sports", "tab"],
    ["language=fr", "language"],
  ])("answers 400 naming the field for %s", async (query, field) => {
    const { res, body } = await getJson(`/api/news?${query}`, { "Accept-Language": "en" });
    expect(res.status).toBe(400);
    expect(body).toEqual({ code: 20001, success: false, msg: expect.stringContaining(field) });
  });
});

describe("GET /api/news/:id", () => {
  it("answers the item with sanitised content and its neighbours", async () => {
    const { body } = await getJson<{ content: string; prev: unknown; next: unknown; title: string }>("/api/news/8");
    expect(body.data!.title).toBe("新闻 8");
    expect(body.data!.content).toContain("<p>内容 8</p>");
    expect(body.data!.content).not.toContain("<script");
    expect(body.data!.content).not.toContain("onerror");
    expect(body.data!.prev).toEqual({ id: 9, title: "新闻 9" });
    // 7 is unpublished, so the older neighbour of 8 is 6.
    expect(body.data!.next).toEqual({ id: 6, title: "新闻 6" });
  });

  it("strips javascript: links from English content", async () => {
    const { body } = await getJson<{ content: string }>("/api/news/3?language=en");
    expect(body.data!.content).toContain("Body 3");
    expect(body.data!.content).not.toContain("javascript:");
  });

  it("has no newer neighbour for the newest item and no older one for the oldest", async () => {
    expect((await getJson<{ prev: unknown }>("/api/news/13")).body.data!.prev).toBeNull();
    expect((await getJson<{ next: unknown }>("/api/news/1")).body.data!.next).toBeNull();
  });

  it("answers 404 for an unknown, unpublished or non-numeric id", async () => {
    for (const id of ["999", "7", "abc"]) {
      const { res, body } = await getJson(`/api/news/${id}`);
      expect(res.status).toBe(404);
      expect(body).toEqual({ code: 404, success: false, msg: "请求的内容不存在" });
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    }
  });
});

describe("GET /api/products", () => {
  it("lists contact-form options in display order, named in the request's language", async () => {
    expect((await getJson("/api/products")).body.data).toEqual([
      { id: "eicad", name: "EICAD 道路与立交设计" },
      { id: "airoad", name: "AIRoad 快速方案设计" },
    ]);
    expect((await getJson<{ name: string }[]>("/api/products", { "Accept-Language": "en-US" })).body.data![1]!.name).toBe("AIRoad rapid scheme design");
  });
});

describe("GET /api/software", () => {
  it("lists published software then manuals with file URLs and hash-free names", async () => {
    const { body } = await getJson<Record<string, unknown>[]>("/api/software?language=en");
    expect(body.data!.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(body.data![1]).toEqual({
      id: 2,
      kind: "manual",
      name: "EICAD user manual",
      version: "5.2",
      size: 2048,
      fileUrl: "/files/manuals/EICAD-User-Manual-3fa2c9d1.pdf",
      fileName: "EICAD-User-Manual.pdf",
      updatedAt: "2026-03-02T08:00:00.000Z",
      summary: "Manual summary",
    });
    expect(body.data![2]).toMatchObject({
      fileUrl: `/files/manuals/${encodeURIComponent("用户手册-9f8e7d6c.pdf")}`,
      fileName: "用户手册.pdf",
    });
  });

  it("filters by kind and rejects an unknown kind", async () => {
    expect((await getJson<{ id: number }[]>("/api/software?kind=software")).body.data!.map((s) => s.id)).toEqual([1]);
    const bad = await getJson("/api/software?kind=games");
    expect(bad.res.status).toBe(400);
    expect(bad.body.msg).toContain("kind");
  });

  it("answers one entry with its description, 404 for hidden or unknown ids", async () => {
    const { body } = await getJson<{ description: string; fileName: string }>("/api/software/1");
    expect(body.data).toMatchObject({ description: "安装包说明", fileName: "EICAD-Setup.exe", size: 123456789 });
    expect((await getJson("/api/software/4")).res.status).toBe(404);
    expect((await getJson("/api/software/404")).res.status).toBe(404);
  });
});

describe("GET /api/videos", () => {
  it("lists videos with the contract's fields", async () => {
    const { body } = await getJson<Record<string, unknown>[]>("/api/videos?language=en");
    expect(body.data![0]).toEqual({
      id: 1,
      title: "Getting started",
      intro: "Intro one",
      durationSeconds: 300,
      views: expect.any(Number),
      uploadedAt: "2026-02-01T00:00:00.000Z",
      coverPath: "/files/video/c1-11111111.jpg",
      videoPath: "/files/video/v1-22222222.mp4",
      cover: { path: "/files/video/c1-11111111.jpg" },
    });
  });

  it("counts one view per detail GET and lists the other videos", async () => {
    const before = (await env.DB.prepare("SELECT views FROM videos WHERE id = 2").first<{ views: number }>())!.views;
    // One view per client and hour counts (CONTRACT), so each GET here comes from another client.
    const first = await getJson<{ views: number; others: { id: number }[] }>("/api/videos/2", { "CF-Connecting-IP": nextIp() });
    expect(first.body.data!.views).toBe(before + 1);
    expect(first.body.data!.others.map((v) => v.id)).toEqual([1]);
    expect(first.res.headers.get("Cache-Control")).toBe("no-store");
    await Promise.all(Array.from({ length: 20 }, () => getJson("/api/videos/2", { "CF-Connecting-IP": nextIp() })));
    const after = (await env.DB.prepare("SELECT views FROM videos WHERE id = 2").first<{ views: number }>())!.views;
    expect(after).toBe(before + 21);
  });

  it("answers 404 for an unknown video without counting anything", async () => {
    expect((await getJson("/api/videos/99")).res.status).toBe(404);
  });
});

describe("GET /api/update-logs", () => {
  it("lists entries newest first", async () => {
    expect((await getJson("/api/update-logs?language=en")).body.data).toEqual([
      { id: 2, version: "5.2.0", title: "Release 5.2", releasedAt: "2026-03-01T00:00:00.000Z" },
      { id: 1, version: "5.1.0", title: "Release 5.1", releasedAt: "2025-12-01T00:00:00.000Z" },
    ]);
  });

  it("answers one entry with sanitised content", async () => {
    const zh = await getJson<{ content: string }>("/api/update-logs/2");
    expect(zh.body.data!.content).toBe("<p>新功能</p>");
    const en = await getJson<{ content: string }>("/api/update-logs/2?language=en");
    expect(en.body.data!.content).toBe("<p>New</p>");
    expect((await getJson("/api/update-logs/3")).res.status).toBe(404);
  });
});
