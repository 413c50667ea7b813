import { env } from "cloudflare:workers";
// GET /api/search over the seed (news, software, manuals, videos, update logs), two built pages, and
// what the admin saves: Chinese two-character words, English words, drafts, publishes, snippets,
// hostile queries.
import { beforeAll, describe, expect, it } from "vitest";
import { applySeed } from "../../seed/lib/apply.ts";
import { pageDocs } from "../../common/search-docs.ts";
import type { NewsInput, SavedRef } from "../../worker/schemas/admin-api.ts";
import { call, callWithEnv, getJson } from "./fixtures.ts";
import { seedFullContent } from "./seed-fixture.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };

interface Hit {
  kind: string;
  title: string;
  snippet: string;
  url: string;
}
interface Results {
  list: Hit[];
  total: number;
}

/** Two pages as the build extracts them (scripts/prerender.ts). */
const PAGES = [
  {
    path: "/digital/eicad",
    lang: "en",
    kind: "page" as const,
    title: "EICAD road and interchange design",
    body: "Design roads, interchanges and ramps in one model: alignment, profile, cross-sections and earthwork.",
  },
  {
    path: "/digital/eicad",
    lang: "zh",
    kind: "page" as const,
    title: "EICAD 道路与互通立交设计",
    body: "平面、纵断面、横断面与互通立交联动设计，匝道线形自动校核。",
  },
];

beforeAll(async () => {
  await seedFullContent();
  await applySeed(env, pageDocs(PAGES), []);
}, 60_000);

const search = async (q: string, lang = "zh", extra = "") => {
  const { res, body } = await getJson<Results>(`/api/search?q=${encodeURIComponent(q)}&language=${lang}${extra}`);
  expect(res.status, q).toBe(200);
  return body.data!;
};
const urls = (r: Results) => r.list.map((h) => h.url);

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(path, { method, headers: { ...AUTH, "Content-Type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

function news(overrides: Partial<NewsInput> = {}): NewsInput {
  return {
    tab: "company",
    title: { zh: "栈桥检测系统上线", en: "Trestle inspection goes live" },
    subtitle: { zh: "", en: "" },
    content: { zh: "栈桥检测的正文。", en: "Body of the trestle story." },
    coverPath: "/files/covers/launch-12345678.png",
    effectiveTime: "2026-01-20T08:00:00.000Z",
    status: "draft",
    ...overrides,
  };
}

describe("GET /api/search: Chinese", () => {
  it("finds two-character words, title matches first: 互通", async () => {
    const r = await search("互通");
    // Titles with 互通: the EICAD installer, the ramp video and the ramp-design news item, then the page.
    expect(urls(r).slice(0, 4).sort()).toEqual(["/academy?video=4", "/digital/eicad", "/download?anchor=software", "/pc_index/newsDetail?id=5"]);
    // Body matches follow: the EICAD 5.2 release news, the manual (help), the update logs.
    expect(urls(r)).toContain("/pc_index/newsDetail?id=1");
    expect(r.list.find((h) => h.url === "/help")).toMatchObject({ kind: "help", title: "EICAD 用户手册" });
    expect(r.total).toBeGreaterThanOrEqual(10);
  });

  it("finds 隧道 and 桥梁 in titles and bodies", async () => {
    const tunnel = await search("隧道");
    expect(urls(tunnel).slice(0, 2).sort()).toEqual(["/pc_index/newsDetail?id=19", "/pc_index/newsDetail?id=20"]);
    expect(urls(tunnel)).toContain("/pc_index/newsDetail?id=16");
    const bridge = await search("桥梁", "zh", "&pageSize=20");
    expect(urls(bridge)).toEqual(expect.arrayContaining(["/pc_index/newsDetail?id=7", "/pc_index/newsDetail?id=14", "/pc_index/newsDetail?id=23"]));
    expect(bridge.list.every((h) => h.snippet.includes("<mark>桥梁</mark>") || h.title.includes("桥梁"))).toBe(true);
  });

  it("matches longer words as a phrase and single characters too", async () => {
    expect(urls(await search("互通立交"))).toContain("/pc_index/newsDetail?id=5");
    // The characters of 隧道 apart are not the word.
    expect(urls(await search("道隧"))).toEqual([]);
    expect((await search("隧")).total).toBeGreaterThanOrEqual((await search("隧道")).total);
  });

  it("answers in the visitor's language only", async () => {
    expect((await search("互通", "en")).list).toEqual([]);
    expect((await search("interchange", "zh")).list.map((h) => h.url)).not.toContain("/digital/eicad");
  });
});

describe("GET /api/search: English", () => {
  it("finds the product page, the news item, the download and the video for one word", async () => {
    const r = await search("interchange", "en", "&pageSize=20");
    expect(urls(r)).toEqual(expect.arrayContaining(["/digital/eicad", "/pc_index/newsDetail?id=5", "/download?anchor=software", "/academy?video=4"]));
    expect(r.list.find((h) => h.url === "/digital/eicad")).toMatchObject({ kind: "page", title: "EICAD road and interchange design" });
    // Case and inflection: "Interchanges" finds the same.
    expect(urls(await search("Interchanges", "en", "&pageSize=20"))).toEqual(expect.arrayContaining(["/digital/eicad", "/pc_index/newsDetail?id=5"]));
  });

  it("marks the match in a plain-text snippet of the original text", async () => {
    const r = await search("earthwork", "en");
    const page = r.list.find((h) => h.url === "/digital/eicad")!;
    expect(page.snippet).toContain("<mark>earthwork</mark>");
    expect(page.snippet).not.toMatch(/<(?!\/?mark>)/);
    // Stored HTML (the installer's description) is text in the snippet, never tags.
    const installer = (await search("offline", "en")).list.find((h) => h.url === "/download?anchor=software")!;
    expect(installer.snippet).not.toContain("&lt;p&gt;");
  });

  it("pages through results", async () => {
    const all = await search("bim", "en", "&pageSize=20");
    const second = await search("bim", "en", "&pageSize=2&pageIndex=2");
    expect(second.total).toBe(all.total);
    expect(second.list.map((h) => h.url)).toEqual(all.list.slice(2, 4).map((h) => h.url));
  });
});

describe("GET /api/search follows publishes", () => {
  it("never finds a draft; a publish is found at once, an unpublish or a delete is gone", async () => {
    const created = await send("POST", "/api/admin/news", news());
    const { id } = ((await created.json()) as { data: SavedRef }).data;
    expect(urls(await search("栈桥"))).not.toContain(`/pc_index/newsDetail?id=${id}`);
    expect(urls(await search("trestle", "en"))).toEqual([]);

    // With the read cache on, as deployed: the search before the publish must not hide it afterwards.
    const cached = (q: string) =>
      callWithEnv(`/api/search?q=${encodeURIComponent(q)}`, {}, { API_CACHE_SECONDS: "15" }).then(
        async (res) => ((await res.json()) as { data: Results }).data,
      );
    expect((await cached("栈桥")).total).toBe(0);
    const published = await send("PUT", `/api/admin/news/${id}`, news({ status: "published" }), { "If-Match": '"1"' });
    expect(published.status).toBe(200);
    expect(urls(await cached("栈桥"))).toEqual([`/pc_index/newsDetail?id=${id}`]);
    expect((await search("trestle", "en")).list).toEqual([
      { kind: "news", title: "Trestle inspection goes live", snippet: "Body of the <mark>trestle</mark> story.", url: `/pc_index/newsDetail?id=${id}` },
    ]);

    // An edit re-indexes: the old word is gone, the new one found.
    await send(
      "PUT",
      `/api/admin/news/${id}`,
      news({ status: "published", title: { zh: "码头检测系统上线", en: "Wharf inspection goes live" }, content: { zh: "码头检测。", en: "Wharf." } }),
      { "If-Match": '"2"' },
    );
    expect(urls(await search("栈桥"))).toEqual([]);
    expect(urls(await search("码头"))).toEqual([`/pc_index/newsDetail?id=${id}`]);

    // A stale save changes neither the item nor the index.
    const stale = await send("PUT", `/api/admin/news/${id}`, news({ status: "published" }), { "If-Match": '"2"' });
    expect(stale.status).toBe(412);
    expect(urls(await search("栈桥"))).toEqual([]);

    await send("PUT", `/api/admin/news/${id}`, news({ status: "draft", title: { zh: "码头检测系统上线", en: "Wharf inspection goes live" } }), {
      "If-Match": '"3"',
    });
    expect(urls(await search("码头"))).toEqual([]);
    await send("PUT", `/api/admin/news/${id}`, news({ status: "published", title: { zh: "码头检测系统上线", en: "Wharf inspection goes live" } }), {
      "If-Match": '"4"',
    });
    expect(urls(await search("码头"))).toEqual([`/pc_index/newsDetail?id=${id}`]);
    expect((await send("DELETE", `/api/admin/news/${id}`)).status).toBe(200);
    expect(urls(await search("码头"))).toEqual([]);
  });

  it("does not find news before its effective time", async () => {
    const res = await send(
      "POST",
      "/api/admin/news",
      news({ status: "published", title: { zh: "明年的栈道", en: "Next year's boardwalk" }, effectiveTime: "2099-01-01T00:00:00.000Z" }),
    );
    expect(res.status).toBe(200);
    expect(urls(await search("boardwalk", "en"))).toEqual([]);
  });

  it("escapes HTML of the stored text in the snippet", async () => {
    const content = { zh: "比较 a<b 与 <i>斜体</i> & 涵洞 的写法。", en: "Compare a<b & <i>culvert</i> here." };
    const res = await send("POST", "/api/admin/news", news({ status: "published", title: { zh: "写法", en: "Notation" }, content }));
    expect(res.status).toBe(200);
    const [hit] = (await search("涵洞")).list;
    expect(hit!.snippet).toContain("<mark>涵洞</mark>");
    expect(hit!.snippet).toContain("a&lt;b");
    expect(hit!.snippet).not.toMatch(/<(?!\/?mark>)/);
    expect((await search("culvert", "en")).list[0]!.snippet).toBe("Compare a&lt;b &amp; <mark>culvert</mark> here.");
  });
});

describe("GET /api/search: bad and hostile queries", () => {
  it.each(['"', "*", "NEAR(", "-", '"互通', "互通*", "a OR b", "NOT", "{title_tok}: x", "^", "：，。", "🙂"])("answers %j without an error", async (q) => {
    const { res, body } = await getJson<Results>(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(body.data!.total).toBeGreaterThanOrEqual(0);
  });

  it("finds nothing for punctuation only", async () => {
    expect(await search('"*-')).toEqual({ list: [], total: 0 });
  });

  it.each([
    ["", "q"],
    ["   ", "q"],
    [`${"x".repeat(101)}`, "q"],
  ])("rejects q=%j with 400", async (q, field) => {
    const { res, body } = await getJson(`/api/search?q=${encodeURIComponent(q)}`, { "Accept-Language": "en" });
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ code: 20001, success: false });
    expect(body.msg).toContain(field);
  });

  it("rejects a missing q, a page size over 20 and an unknown language", async () => {
    expect((await call("/api/search")).status).toBe(400);
    expect((await call("/api/search?q=bim&pageSize=21")).status).toBe(400);
    expect((await call("/api/search?q=bim&language=fr")).status).toBe(400);
  });
});
