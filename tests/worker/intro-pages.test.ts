// The academy, download and help pages' intro and help's FAQ are `pages` items (decision 0040), seeded
// with the rest of the content (seed/content/pages.json): read like a content page's copy, rendered
// into the served page from D1 with the lists around them, and edited in the admin like any page.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { LocalBlockOf } from "../../common/page-blocks.ts";
import type { LocalPage } from "../../common/page-text.ts";
import { ROUTES } from "../../common/route-table.ts";
import type { AdminPage } from "../../worker/schemas/admin-api.ts";
import { call, callWithEnv, getJson, pageAssets } from "./fixtures.ts";
import { seedFullContent } from "./seed-fixture.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedFullContent, 60_000);

type Lang = "zh" | "en";
const LANGS = ["zh", "en"] as const;
const ASSETS = pageAssets();
const PAGE = (path: string, lang: Lang) => `/api/pages?language=${lang}&path=${encodeURIComponent(path)}`;

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(path, { method, headers: { ...AUTH, "Content-Type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

async function visitorRead(path: string, lang: Lang): Promise<LocalPage> {
  const { res, body } = await getJson<LocalPage>(PAGE(path, lang));
  expect(res.status, `${path} ${lang}`).toBe(200);
  return body.data!;
}

const blockOf = <T extends "intro" | "faq">(page: LocalPage, type: T) => page.blocks.find((b) => b.type === type) as LocalBlockOf<T> | undefined;

async function adminPage(path: string) {
  const list = await getJson<{ list: AdminPage[] }>("/api/admin/pages?pageSize=100", AUTH);
  const item = list.body.data!.list.find((p) => p.path === path);
  expect(item, `${path} in the admin's list of pages`).toBeDefined();
  const { res, body } = await getJson<AdminPage>(`/api/admin/pages/${item!.id}`, AUTH);
  return { etag: res.headers.get("ETag")!, page: body.data! };
}

const decoded = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The page as the Worker serves it: #root's markup, the head's description and the data script. */
async function served(path: string) {
  const res = await callWithEnv(path, {}, { ASSETS });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div>(?:<script type="application\/json"[^>]*>[\s\S]*?<\/script>)?\s*<\/body>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  const data = /<script type="application\/json" id="page-value">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { root: decoded(root), description: description && decoded(description), data: data ? (JSON.parse(data) as Record<string, unknown>) : {} };
}

const at = (path: string, lang: Lang) => (lang === "en" ? `${path}${path.includes("?") ? "&" : "?"}lang=en` : path);

describe("meta descriptions", () => {
  it("come from the page item, figures filled, for every route that has one, in both languages", async () => {
    const withCopy = ROUTES.filter((r) => r.reads?.some((read) => read === "page"));
    expect(withCopy.map((r) => r.key)).toEqual(expect.arrayContaining(["home", "eicad", "about", "academy", "download", "help"]));
    for (const route of withCopy) {
      for (const lang of LANGS) {
        const copy = await visitorRead(route.path, lang);
        const page = await served(at(route.path, lang));
        expect(page.description, `${route.path} ${lang}`).toBe(copy.description);
        expect(copy.description, `${route.path} ${lang}`).not.toMatch(/\{\w+\}|^$/);
      }
    }
    // The about page's figures are the settings' (seeded: 11 patents), not a catalogue's.
    expect((await served("/about?lang=en")).description).toContain("11 invention patents");
  });
});

describe("the academy, download and help pages' own copy", () => {
  it("answers help's intro and FAQ in both languages, the support channels filled from the settings", async () => {
    for (const lang of LANGS) {
      const site = (await getJson<{ hotline: string; email: string; brandName: string }>(`/api/site?language=${lang}`)).body.data!;
      const help = await visitorRead("/help", lang);
      expect(
        help.blocks.map((b) => b.type),
        lang,
      ).toEqual(["intro", "faq"]);
      const faq = blockOf(help, "faq")!;
      expect(faq.items, lang).toHaveLength(4);
      expect(faq.title).toBe(lang === "zh" ? "常见问题" : "Frequently asked questions");
      expect(faq.items[3]!.answer).toContain(site.hotline);
      expect(faq.items[3]!.answer).toContain(site.email);
      expect(JSON.stringify(help)).not.toMatch(/\{\w+\}/);
      // The academy's eyebrow names the brand; the download centre has its intro.
      expect(blockOf(await visitorRead("/academy", lang), "intro")!.eyebrow).toContain(site.brandName);
      expect(blockOf(await visitorRead("/download", lang), "intro")!.title).toBe(lang === "zh" ? "软件与文档下载" : "Software and documents");
    }
  });

  it("serves each page with its intro (and FAQ) from D1 beside its lists, the head's description the item's", async () => {
    for (const lang of LANGS) {
      for (const path of ["/academy", "/download", "/download?anchor=manual", "/help"]) {
        const route = path.replace(/\?.*$/, "");
        const copy = await visitorRead(route, lang);
        const page = await served(at(path, lang));
        const intro = blockOf(copy, "intro")!;
        expect(page.root, `${path} ${lang}`).toContain(`>${intro.title}</h1>`);
        expect(page.root, `${path} ${lang}`).toContain(intro.lead);
        expect(page.description, `${path} ${lang}`).toBe(copy.description);
        // The copy is in the HTML; the value script only says so.
        expect(page.data.page, `${path} ${lang}`).toEqual({ inHtml: true });
        if (route === "/help") for (const q of blockOf(copy, "faq")!.items) expect(page.root).toContain(q.question);
        // The lists stay their own reads, rendered too.
        if (route === "/download") expect(page.root).toMatch(/id="manual"/);
      }
    }
  });

  it("lists the three pages in the admin, and shows a published edit of help's FAQ and the download intro on the served pages in both languages", async () => {
    const help = await adminPage("/help");
    const faq = help.page.blocks.find((b) => b.type === "faq");
    if (faq?.type !== "faq") throw new Error("help has no FAQ block");
    const question = { zh: "如何迁移到新电脑？", en: "How do I move the licence to a new computer?" };
    const answer = {
      zh: "在旧电脑上释放授权，再在新电脑上导入，或致电 {hotline}。",
      en: "Release the licence on the old computer and import it on the new one, or call {hotline}.",
    };
    const description = { zh: "帮助中心：安装、授权迁移与常见问题。", en: "Help centre: installation, moving a licence and common questions." };
    const blocks = help.page.blocks.map((b) => (b === faq ? { ...faq, items: [{ question, answer }, ...faq.items] } : b));
    const saved = await send("PUT", `/api/admin/pages/${help.page.id}`, { ...help.page, description, blocks, status: "published" }, { "If-Match": help.etag });
    expect(saved.status).toBe(200);

    const download = await adminPage("/download");
    const intro = download.page.blocks.find((b) => b.type === "intro");
    if (intro?.type !== "intro") throw new Error("download has no intro block");
    const title = { zh: "下载安装包与手册", en: "Installers and manuals" };
    const edited = download.page.blocks.map((b) => (b === intro ? { ...intro, title } : b));
    expect(
      (await send("PUT", `/api/admin/pages/${download.page.id}`, { ...download.page, blocks: edited, status: "published" }, { "If-Match": download.etag }))
        .status,
    ).toBe(200);
    expect((await adminPage("/academy")).page.blocks[0]!.type).toBe("intro");

    for (const lang of LANGS) {
      const hotline = (await getJson<{ hotline: string }>(`/api/site?language=${lang}`)).body.data!.hotline;
      const page = await served(at("/help", lang));
      expect(page.root, lang).toContain(question[lang]);
      expect(page.root, lang).toContain(answer[lang].replace("{hotline}", hotline));
      expect(page.description, lang).toBe(description[lang]);
      // The questions seeded before are still there, after the new one.
      expect(page.root.indexOf(question[lang])).toBeLessThan(page.root.indexOf(faq.items[0]!.question[lang]));
      const dl = await served(at("/download?anchor=manual", lang));
      expect(dl.root, lang).toContain(`>${title[lang]}</h1>`);
      expect(dl.root, lang).toMatch(/id="manual"/);
    }
  });
});
