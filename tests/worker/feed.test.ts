import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { call, seedContent } from "./fixtures.ts";
import { assertWellFormed } from "./xml.ts";

beforeAll(seedContent);

// Requests go to https://example.com; the feed's URLs are on SITE_ORIGIN, https://www.example.com.
const ORIGIN = "https://www.example.com";

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
/** Text of the first `<name>` in `xml`, unescaped. */
const text = (xml: string, name: string) => {
  const m = new RegExp(`<${name}(?: [^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml);
  return m ? unescapeXml(m[1]!) : undefined;
};
const entries = (xml: string) =>
  xml
    .split("<entry>")
    .slice(1)
    .map((e) => e.slice(0, e.indexOf("</entry>")));
const hrefs = (xml: string) => [...xml.matchAll(/ href="([^"]*)"/g)].map((m) => unescapeXml(m[1]!));

async function feed(path = "/feed.xml", headers: Record<string, string> = {}): Promise<{ res: Response; xml: string }> {
  const res = await call(path, { headers });
  return { res, xml: await res.text() };
}

/** Published news rows added for one test and removed after it. */
async function withNews(rows: { id: number; at: string; published?: number; title?: string }[], run: () => Promise<void>): Promise<void> {
  const stmts = rows.flatMap((r) => [
    env.DB.prepare(`INSERT INTO news (id, tab, cover_path, effective_time, published) VALUES (?1, 'company', '/files/news/x-00000000.jpg', ?2, ?3)`).bind(
      r.id,
      r.at,
      r.published ?? 1,
    ),
    env.DB.prepare(
      `INSERT INTO news_i18n (news_id, language, title, subtitle, content) VALUES (?1, 'zh', ?2, '摘要', '<p>正文</p>'), (?1, 'en', ?2, 'Summary', '<p>Body</p>')`,
    ).bind(r.id, r.title ?? `Item ${r.id}`),
  ]);
  await env.DB.batch(stmts);
  try {
    await run();
  } finally {
    await env.DB.batch(rows.map((r) => env.DB.prepare(`DELETE FROM news WHERE id = ?1`).bind(r.id)));
  }
}

describe("GET /feed.xml", () => {
  it("is a well-formed Atom feed of the published news in Chinese, newest first, cached like the public reads", async () => {
    const { res, xml } = await feed();
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=15");
    expect(res.headers.get("Vary")).toContain("Accept-Language");
    expect(res.headers.get("Vary")).toContain("Cookie");
    assertWellFormed(xml);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">');
    expect(text(xml, "id")).toBe(`${ORIGIN}/feed.xml`);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${ORIGIN}/feed.xml"/>`);
    expect(xml).toContain(`<link rel="alternate" type="text/html" href="${ORIGIN}/pc_index/news"/>`);
    expect(text(xml, "title")).toContain("路软科技");
    expect(text(xml, "name")).toBe("路软科技");
    expect(text(xml, "updated")).toBe("2026-01-13T09:00:00.000Z");
    const list = entries(xml);
    expect(list.map((e) => text(e, "title"))).toEqual([13, 12, 11, 10, 9, 8, 6, 5, 4, 3, 2, 1].map((id) => `新闻 ${id}`));
    const [newest] = list;
    expect(text(newest!, "id")).toBe(`${ORIGIN}/pc_index/newsDetail?id=13`);
    expect(newest).toContain(`<link rel="alternate" type="text/html" href="${ORIGIN}/pc_index/newsDetail?id=13"/>`);
    expect(text(newest!, "published")).toBe("2026-01-13T09:00:00.000Z");
    expect(text(newest!, "updated")).toBe("2026-01-13T09:00:00.000Z");
    expect(text(newest!, "summary")).toBe("副标题");
    expect(text(newest!, "name")).toBe("路软科技");
  });

  it("carries each item's sanitised content as escaped HTML, its links made absolute on the site's origin", async () => {
    const { xml } = await feed();
    const content = entries(xml)[0]!;
    expect(content).toContain('<content type="html">');
    const html = text(content, "content")!;
    expect(html).toContain("<p>内容 13</p>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).toContain(`src="${ORIGIN}/files/a.png"`);
  });

  it("has every URL absolute on SITE_ORIGIN, not on the host asked", async () => {
    const { xml } = await feed("/feed.xml?lang=en");
    const urls = [...hrefs(xml), ...[...xml.matchAll(/<id>([^<]*)<\/id>/g)].map((m) => unescapeXml(m[1]!))];
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((u) => !u.startsWith(`${ORIGIN}/`))).toEqual([]);
    expect(xml).not.toContain("://example.com");
  });

  it("answers in English with ?lang=en, or when the request asks for English", async () => {
    for (const [path, headers] of [
      ["/feed.xml?lang=en", {}],
      ["/feed.xml", { "Accept-Language": "en-GB,en;q=0.9" }],
      ["/feed.xml", { Cookie: "lang=en" }],
    ] as const) {
      const { xml } = await feed(path, headers);
      expect(xml, path).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
      expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${ORIGIN}/feed.xml?lang=en"/>`);
      expect(xml).toContain(`<link rel="alternate" type="text/html" href="${ORIGIN}/pc_index/news?lang=en"/>`);
      const [newest] = entries(xml);
      expect(text(newest!, "title")).toBe("News 13");
      expect(text(newest!, "id")).toBe(`${ORIGIN}/pc_index/newsDetail?id=13&lang=en`);
      expect(text(newest!, "name")).toBe("RoadSoft");
    }
  });

  it("lists the newest 50 only", async () => {
    const rows = Array.from({ length: 55 }, (_, i) => ({
      id: 200 + i,
      at: `2026-02-${String(1 + (i % 28)).padStart(2, "0")}T${String(10 + Math.floor(i / 28)).padStart(2, "0")}:00:00.000Z`,
    }));
    await withNews(rows, async () => {
      const list = entries((await feed("/feed.xml?lang=en")).xml);
      expect(list).toHaveLength(50);
      const times = list.map((e) => text(e, "published")!);
      expect(times).toEqual([...times].sort().reverse());
      expect(times[0]).toBe("2026-02-28T10:00:00.000Z");
      expect(list.some((e) => text(e, "title") === "News 13")).toBe(false);
    });
  });

  it("never lists a draft or an item dated in the future; an item dated with an offset counts by its instant", async () => {
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    await withNews(
      [
        { id: 300, at: soon, title: "Future" },
        { id: 301, at: "2026-01-20T08:00:00+08:00", title: "Offset" },
        { id: 302, at: "2026-01-21T00:00:00.000Z", published: 0, title: "Draft" },
      ],
      async () => {
        for (const path of ["/feed.xml", "/feed.xml?lang=en"]) {
          const titles = entries((await feed(path)).xml).map((e) => text(e, "title"));
          expect(titles, path).not.toContain("Future");
          expect(titles, path).not.toContain("Draft");
          expect(titles[0], path).toBe("Offset");
        }
        expect(entries((await feed("/feed.xml?lang=en")).xml)[0]).toContain("<published>2026-01-20T00:00:00.000Z</published>");
      },
    );
    expect(entries((await feed()).xml).map((e) => text(e, "title"))).not.toContain("新闻 7");
  });

  it("escapes stored text and drops characters XML cannot carry", async () => {
    const nasty = `A & B <b>"x"</b> 'y' ]]> \u0001\u001f $& \u{1F680}`;
    await withNews([{ id: 400, at: "2026-01-30T00:00:00.000Z", title: nasty }], async () => {
      const { xml } = await feed("/feed.xml?lang=en");
      assertWellFormed(xml);
      expect(text(entries(xml)[0]!, "title")).toBe(`A & B <b>"x"</b> 'y' ]]>  $& \u{1F680}`);
    });
  });

  it("keeps each language apart in the read cache and its fast path", async () => {
    const cached = async (path: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`https://example.com${path}`), { ...env, API_CACHE_SECONDS: "30" }, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    for (let i = 0; i < 3; i += 1) expect(await (await cached("/feed.xml")).text()).toContain('xml:lang="zh-CN"');
    const repeat = await cached("/feed.xml");
    expect(repeat.headers.get("X-Read-Cache")).toMatch(/memory|edge/);
    for (let i = 0; i < 3; i += 1) expect(await (await cached("/feed.xml?lang=en")).text()).toContain('xml:lang="en"');
    expect(await (await cached("/feed.xml")).text()).toContain('xml:lang="zh-CN"');
  });
});
