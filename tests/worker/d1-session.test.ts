import { env } from "cloudflare:workers";
// D1 read replication through the Sessions API (docs/decisions/0025): every API answer carries the
// session's bookmark in x-d1-bookmark, a client that sends it back continues from there, and junk in
// that header never breaks a request.
import { beforeAll, describe, expect, it } from "vitest";
import { clientBookmark, newerBookmark } from "../../common/d1-bookmark.ts";
import { sessionStart } from "../../worker/middleware/d1-session.ts";
import type { AdminNews, SavedRef } from "../../worker/schemas/admin-api.ts";
import { call, callWithEnv, lead, nextIp, seedContent } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
beforeAll(seedContent);

const bookmarkOf = (res: Response) => res.headers.get("x-d1-bookmark");

describe("x-d1-bookmark", () => {
  it("comes with a public read, and a client that sends it back gets one at least as recent", async () => {
    const first = await call("/api/banners");
    expect(first.status).toBe(200);
    const mark = bookmarkOf(first);
    expect(mark).toMatch(SHAPE);
    const again = await call("/api/news", { headers: { "x-d1-bookmark": mark! } });
    expect(again.status).toBe(200);
    expect(bookmarkOf(again)! >= mark!).toBe(true);
  });

  it("moves forward with a visitor's lead, so their next read continues after it", async () => {
    const before = bookmarkOf(await call("/api/site"))!;
    const res = await call("/api/consultations", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp(), "x-d1-bookmark": before },
      body: JSON.stringify(lead()),
    });
    expect(res.status).toBe(200);
    expect(bookmarkOf(res)! > before).toBe(true);
  });

  it("ignores a bookmark that is not one: the read answers 200 with a real bookmark", async () => {
    for (const junk of ["garbage", "zzzzzzzz-00000001-00000000-00000000000000000000000000000000", "x".repeat(5000), "' OR 1=1 --"]) {
      const res = await call("/api/news?pageSize=2", { headers: { "x-d1-bookmark": junk } });
      expect(res.status, junk.slice(0, 20)).toBe(200);
      expect(bookmarkOf(res), junk.slice(0, 20)).toMatch(SHAPE);
    }
    const write = await call("/api/admin/news", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "application/json", "x-d1-bookmark": "garbage" },
      body: "{}",
    });
    expect(write.status).toBe(400);
  });

  it("lets staff list what they just saved, with the bookmark of the save", async () => {
    const save = await call("/api/admin/news", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "application/json" },
      body: JSON.stringify({
        tab: "company",
        title: { zh: "会话书签", en: "Session bookmark" },
        subtitle: { zh: "", en: "" },
        content: { zh: "正文", en: "Body" },
        coverPath: "/files/covers/launch-12345678.png",
        effectiveTime: "2026-11-22T08:00:00.000Z",
        status: "draft",
      }),
    });
    expect(save.status).toBe(200);
    const { id } = ((await save.json()) as { data: SavedRef }).data;
    const mark = bookmarkOf(save);
    expect(mark).toMatch(SHAPE);
    const list = await call("/api/admin/news?q=Session%20bookmark", { headers: { ...AUTH, "x-d1-bookmark": mark! } });
    expect(list.status).toBe(200);
    const items = ((await list.json()) as { data: { list: AdminNews[] } }).data.list;
    expect(items.map((n) => n.id)).toContain(id);
    expect(bookmarkOf(list)! >= mark!).toBe(true);
  });

  it("is never kept in a cached read: a hit answers the asking client's own bookmark, or none", async () => {
    const on = { API_CACHE_SECONDS: "30" };
    const mark = bookmarkOf(await call("/api/site"))!;
    const miss = await callWithEnv("/api/products?language=en", { headers: { "x-d1-bookmark": mark } }, on);
    expect(miss.status).toBe(200);
    const other = await callWithEnv("/api/products?language=en", {}, on);
    expect(other.headers.get("X-Read-Cache")).toBe("memory");
    expect(bookmarkOf(other)).toBeNull();
    const own = await callWithEnv("/api/products?language=en", { headers: { "x-d1-bookmark": mark } }, on);
    expect(bookmarkOf(own)).toBe(mark);
  });
});

describe("where a session starts", () => {
  const mark = "00000000-00000007-00000000-00000000000000000000000000000000";

  it("writes at the primary whatever the client sends; reads from the client's bookmark, else anywhere (public) or the primary (admin)", () => {
    expect(sessionStart("POST", "/api/consultations", mark)).toBe("first-primary");
    expect(sessionStart("PUT", "/api/admin/news/1", undefined)).toBe("first-primary");
    expect(sessionStart("GET", "/api/news", mark)).toBe(mark);
    expect(sessionStart("GET", "/api/news", undefined)).toBe("first-unconstrained");
    expect(sessionStart("GET", "/api/admin/news", undefined)).toBe("first-primary");
  });

  it("takes only D1's bookmark shape from a client, and the newer of two", () => {
    expect(clientBookmark(` ${mark.toUpperCase()} `)).toBe(mark);
    expect(clientBookmark("first-primary")).toBeUndefined();
    expect(clientBookmark(null)).toBeUndefined();
    const later = "00000000-00000008-00000000-00000000000000000000000000000000";
    expect(newerBookmark(mark, later)).toBe(later);
    expect(newerBookmark(later, undefined)).toBe(later);
  });
});
